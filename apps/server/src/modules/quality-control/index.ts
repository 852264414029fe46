import { defineArea } from '../../platform/areas/area.js';
import { qcGroupsRoutes } from './qc-groups.routes.js';
import { createQcGroupsService, type QcGroupsService } from './qc-groups.service.js';
import { qcHoldsRoutes } from './qc-holds.routes.js';
import { createQcHoldsService, type QcHoldsService } from './qc-holds.service.js';
import { qcRunsRoutes } from './qc-runs.routes.js';
import { createQcRunsService, type QcRunsService } from './qc-runs.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    qcGroups: QcGroupsService;
    qcRuns: QcRunsService;
    qcHolds: QcHoldsService;
  }
}

/** Quality control: QC groups, runs judged by the Westgard rules, and QC holds (issue 15; README.md). */
export const qualityControlArea = defineArea({
  name: 'quality-control',
  services: {
    qcGroups: ({ services, db, now }) => createQcGroupsService({ db, now, labs: services.labs }),
    qcRuns: ({ services, db, now, bus }) =>
      createQcRunsService({
        db,
        now,
        bus,
        labs: services.labs,
        qcHolds: services.qcHolds,
        stockConsumption: services.stockConsumption,
      }),
    qcHolds: ({ services, db, now, bus }) => createQcHoldsService({ db, now, bus, labs: services.labs }),
  },
  routes: [qcGroupsRoutes, qcRunsRoutes, qcHoldsRoutes],
});
