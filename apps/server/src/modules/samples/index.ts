import { defineArea } from '../../platform/areas/area.js';
import { samplesRoutes } from './samples.routes.js';
import { createSamplesService, type SamplesService } from './samples.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    samples: SamplesService;
  }
}

/** Samples drawn for a bill's tests: one per sample type, with its sample id (DESIGN.md areas). */
export const samplesArea = defineArea({
  name: 'samples',
  services: {
    samples: ({ services, ...deps }) =>
      createSamplesService({ ...deps, counters: services.counters, labs: services.labs }),
  },
  routes: [samplesRoutes],
});
