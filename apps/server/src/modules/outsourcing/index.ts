import { defineArea } from '../../platform/areas/area.js';
import { outsourcingRoutes } from './outsourcing.routes.js';
import { createOutsourcingService, type OutsourcingService } from './outsourcing.service.js';
import { outsourcePricesRoutes } from './prices.routes.js';
import { createOutsourcePricesService, type OutsourcePricesService } from './prices.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    outsourcing: OutsourcingService;
    outsourcePrices: OutsourcePricesService;
  }
}

/** Tests sent to outsource centres, put back, or kept as the centre's file report (README.md). */
export const outsourcingArea = defineArea({
  name: 'outsourcing',
  services: {
    outsourcePrices: ({ services, db, now }) =>
      createOutsourcePricesService({ db, now, outsourceCentres: services.outsourceCentres }),
    outsourcing: ({ services, db, now, bus }) =>
      createOutsourcingService({
        db,
        now,
        bus,
        labReports: services.labReports,
        prices: services.outsourcePrices,
        files: services.files,
        labs: services.labs,
      }),
  },
  routes: [outsourcingRoutes, outsourcePricesRoutes],
});
