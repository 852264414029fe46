import { defineArea } from '../../platform/areas/area.js';
import { createRecordsAccess } from '../patients/records-access.js';
import { accessionRoutes } from './accession.routes.js';
import { type AccessionService, createAccessionService, withAccessionSettings } from './accession.service.js';
import { labelsRoutes } from './labels.routes.js';
import { createLabelsService, type LabelsService } from './labels.service.js';
import { samplesRoutes } from './samples.routes.js';
import { createSamplesService, type SamplesService } from './samples.service.js';
import { trackingRoutes } from './tracking.routes.js';
import { createSampleTrackingService, type SampleTrackingService } from './tracking.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    samples: SamplesService;
    accession: AccessionService;
    sampleLabels: LabelsService;
    sampleTracking: SampleTrackingService;
  }
}

/** Samples drawn for a bill's tests: one per sample type, with its sample id (DESIGN.md areas). */
export const samplesArea = defineArea({
  name: 'samples',
  services: {
    samples: ({ services, ...deps }) =>
      // The lab's accession settings (accession at billing, on receipt) honoured in the same transactions.
      withAccessionSettings(
        createSamplesService({
          ...deps,
          // A collection centre reaches its own organisation's patients' samples only, as their bills.
          access: createRecordsAccess({ db: deps.db, labUsers: services.labUsers }),
          branches: services.branches,
          counters: services.counters,
          labs: services.labs,
        }),
        services.accession,
        deps.db,
      ),
    accession: ({ services, ...deps }) =>
      createAccessionService({
        ...deps,
        access: createRecordsAccess({ db: deps.db, labUsers: services.labUsers }),
        counters: services.counters,
        labs: services.labs,
      }),
    sampleLabels: ({ services, db }) =>
      createLabelsService({
        db,
        access: createRecordsAccess({ db, labUsers: services.labUsers }),
        labs: services.labs,
        translations: services.translations,
        documents: services.documents,
      }),
    sampleTracking: ({ services, db }) =>
      createSampleTrackingService({
        db,
        access: createRecordsAccess({ db, labUsers: services.labUsers }),
        audit: services.audit,
        labReports: services.labReports,
      }),
  },
  routes: [samplesRoutes, labelsRoutes, accessionRoutes, trackingRoutes],
});
