import { defineArea } from '../../platform/areas/area.js';
import { accessionRoutes } from './accession.routes.js';
import { type AccessionService, createAccessionService, withAccessionSettings } from './accession.service.js';
import { type BatchShippingService, createBatchShippingService } from './batch-shipping.service.js';
import { batchesRoutes } from './batches.routes.js';
import { createSampleBatchesService, type SampleBatchesService } from './batches.service.js';
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
    sampleBatches: SampleBatchesService;
    sampleBatchShipping: BatchShippingService;
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
          access: services.recordsAccess,
          branches: services.branches,
          counters: services.counters,
          labs: services.labs,
          // A collected sample consumes its sample type's stock in the collection's transaction (issue 15).
          stockConsumption: services.stockConsumption,
        }),
        services.accession,
        deps.db,
      ),
    accession: ({ services, ...deps }) =>
      createAccessionService({
        ...deps,
        access: services.recordsAccess,
        counters: services.counters,
        labs: services.labs,
      }),
    sampleLabels: ({ services, db }) =>
      createLabelsService({
        db,
        access: services.recordsAccess,
        labs: services.labs,
        translations: services.translations,
        documents: services.documents,
      }),
    sampleTracking: ({ services, db }) =>
      createSampleTrackingService({
        db,
        access: services.recordsAccess,
        audit: services.audit,
        labReports: services.labReports,
      }),
    sampleBatches: ({ services, ...deps }) =>
      createSampleBatchesService({
        ...deps,
        access: services.recordsAccess,
        accession: services.accession,
        branches: services.branches,
        counters: services.counters,
        labs: services.labs,
        // Received through the samples service with the lab's accession settings, as a single receipt is.
        samples: services.samples,
      }),
    sampleBatchShipping: ({ services, now }) =>
      createBatchShippingService({
        now,
        sampleBatches: services.sampleBatches,
        labs: services.labs,
        centre: services.centre,
        labProfile: services.labProfile,
        translations: services.translations,
        documents: services.documents,
      }),
  },
  routes: [samplesRoutes, labelsRoutes, accessionRoutes, trackingRoutes, batchesRoutes],
});
