import { IconBarcode, IconNumbers, IconTestPipe, IconTruckDelivery } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const samplesPaths = {
  samples: '/samples',
  accessionSettings: '/accession-settings',
  accessionBulkEdit: '/accession-settings/bulk-edit',
  barcodeLabels: '/settings/barcode-labels',
  sampleBatches: '/sample-batches',
  sampleBatch: (batchId: number | string) => `/sample-batches/${batchId}`,
  /** spec 001 §2 'Sample tracking link': processId is the sample, stepId a step, labReportId its report. */
  samplePreparation: (processId: number | string, stepId: string, labReportId: number | string) =>
    `/sample-preparation/${processId}/${stepId}/${labReportId}`,
} as const;

/**
 * Samples (issue 10; spec 002 §2 'Sample screens'): the pending and rejected samples, their
 * collection, receipt, accession, labels and timeline.
 */
export const samplesArea = defineWebArea({
  name: 'samples',
  alsoTexts: ['accession', 'sample-labels', 'sample-tracking', 'sample-batches', 'patients'],
  routes: [
    {
      path: samplesPaths.samples,
      permission: 'samples.view',
      load: async () => (await import('./pages/SamplesPage')).SamplesPage,
    },
    {
      path: samplesPaths.accessionSettings,
      permission: 'accession.settings',
      load: async () => (await import('./accession/pages/AccessionSettingsPage')).AccessionSettingsPage,
    },
    {
      path: samplesPaths.accessionBulkEdit,
      permission: 'samples.accession',
      load: async () => (await import('./accession/pages/AccessionBulkEditPage')).AccessionBulkEditPage,
    },
    {
      path: samplesPaths.barcodeLabels,
      permission: 'accession.settings',
      load: async () => (await import('./labels/pages/BarcodeSettingsPage')).BarcodeSettingsPage,
    },
    {
      path: samplesPaths.sampleBatches,
      permission: 'samples.batches',
      load: async () => (await import('./batches/pages/SampleBatchesPage')).SampleBatchesPage,
    },
    {
      path: samplesPaths.sampleBatch(':batchId'),
      permission: 'samples.batches',
      load: async () => (await import('./batches/pages/SampleBatchPage')).SampleBatchPage,
    },
    {
      path: samplesPaths.samplePreparation(':processId', ':stepId', ':labReportId'),
      permission: 'samples.view',
      load: async () => (await import('./tracking/pages/SamplePreparationPage')).SamplePreparationPage,
    },
  ],
  nav: [
    {
      to: samplesPaths.samples,
      label: 'nav.samples',
      icon: IconTestPipe,
      section: 'main',
      permission: 'samples.view',
      order: 60,
    },
    {
      to: samplesPaths.sampleBatches,
      label: 'nav.sampleBatches',
      icon: IconTruckDelivery,
      section: 'main',
      permission: 'samples.batches',
      order: 61,
    },
    {
      to: samplesPaths.accessionSettings,
      label: 'nav.accessionSettings',
      icon: IconNumbers,
      section: 'settings',
      permission: 'accession.settings',
      order: 70,
    },
    {
      to: samplesPaths.barcodeLabels,
      label: 'nav.barcodeLabels',
      icon: IconBarcode,
      section: 'settings',
      permission: 'accession.settings',
      order: 75,
    },
  ],
});
