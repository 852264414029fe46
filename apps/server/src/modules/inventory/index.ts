import { defineArea } from '../../platform/areas/area.js';
import { bulkMappingRoutes } from './bulk-mapping.routes.js';
import { type BulkMappingsService, createBulkMappingsService } from './bulk-mapping.service.js';
import { departmentOrdersRoutes } from './department-orders.routes.js';
import { createDepartmentOrdersService, type DepartmentOrdersService } from './department-orders.service.js';
import { inventoryItemsRoutes } from './inventory-items.routes.js';
import { createInventoryItemsService, type InventoryItemsService } from './inventory-items.service.js';
import { inventoryMappingsRoutes } from './inventory-mappings.routes.js';
import { createInventoryMappingsService, type InventoryMappingsService } from './inventory-mappings.service.js';
import { inventorySettingsRoutes } from './inventory-settings.routes.js';
import { createInventorySettingsService, type InventorySettingsService } from './inventory-settings.service.js';
import { stockRoutes } from './stock.routes.js';
import { createStockService, type StockService } from './stock.service.js';
import { stockConsumptionRoutes } from './stock-consumption.routes.js';
import { createStockConsumptionService, type StockConsumptionService } from './stock-consumption.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    stockConsumption: StockConsumptionService;
    inventoryMappings: InventoryMappingsService;
    bulkMappings: BulkMappingsService;
    inventorySettings: InventorySettingsService;
    inventoryItems: InventoryItemsService;
    stock: StockService;
    departmentOrders: DepartmentOrdersService;
  }
}

/** Inventory: items, stock, mappings, consumption and department orders (issue 15; README.md). */
export const inventoryArea = defineArea({
  name: 'inventory',
  services: {
    stockConsumption: ({ services, db, now }) =>
      createStockConsumptionService({ db, now, labs: services.labs, inventorySettings: services.inventorySettings }),
    inventoryMappings: ({ services, db }) => createInventoryMappingsService({ db, labs: services.labs }),
    bulkMappings: ({ services, db }) => createBulkMappingsService({ db, labs: services.labs }),
    inventorySettings: ({ services, db, now }) =>
      createInventorySettingsService({ db, now, labs: services.labs, departments: services.departments }),
    inventoryItems: ({ services, db, now }) => createInventoryItemsService({ db, now, labs: services.labs }),
    stock: ({ services, db, now }) =>
      createStockService({
        db,
        now,
        labs: services.labs,
        departments: services.departments,
        inventoryItems: services.inventoryItems,
        inventorySettings: services.inventorySettings,
      }),
    departmentOrders: ({ services, db, now }) =>
      createDepartmentOrdersService({
        db,
        now,
        labs: services.labs,
        departments: services.departments,
        inventoryItems: services.inventoryItems,
      }),
  },
  routes: [
    inventorySettingsRoutes,
    inventoryItemsRoutes,
    stockRoutes,
    departmentOrdersRoutes,
    inventoryMappingsRoutes,
    bulkMappingRoutes,
    stockConsumptionRoutes,
  ],
});
