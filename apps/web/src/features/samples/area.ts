import { IconTestPipe } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const samplesPaths = {
  samples: '/samples',
} as const;

/**
 * Samples (issue 10; spec 002 §2 'Sample screens'): the pending and rejected samples, their
 * collection, receipt, accession, labels and timeline.
 */
export const samplesArea = defineWebArea({
  name: 'samples',
  alsoTexts: ['accession', 'sample-labels', 'sample-tracking', 'patients'],
  routes: [
    {
      path: samplesPaths.samples,
      permission: 'samples.view',
      load: async () => (await import('./pages/SamplesPage')).SamplesPage,
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
  ],
});
