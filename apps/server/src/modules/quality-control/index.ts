import { defineArea } from '../../platform/areas/area.js';
import { createQcHoldsService, type QcHoldsService } from './qc-holds.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    qcHolds: QcHoldsService;
  }
}

/** Quality control: QC groups, runs judged by the Westgard rules, and QC holds (issue 15; README.md). */
export const qualityControlArea = defineArea({
  name: 'quality-control',
  services: {
    qcHolds: ({ services, db, now, bus }) => createQcHoldsService({ db, now, bus, labs: services.labs }),
  },
  routes: [],
});
