import { defineArea } from '../../platform/areas/area.js';
import { createStockConsumptionService, type StockConsumptionService } from './stock-consumption.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    stockConsumption: StockConsumptionService;
  }
}

/** Inventory: items, stock, mappings, consumption and department orders (issue 15; README.md). */
export const inventoryArea = defineArea({
  name: 'inventory',
  services: {
    stockConsumption: ({ services, db, now }) => createStockConsumptionService({ db, now, labs: services.labs }),
  },
  routes: [],
});
