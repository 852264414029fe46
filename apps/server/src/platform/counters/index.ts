import { defineArea } from '../areas/area.js';
import { type CountersService, createCountersService } from './counters.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    counters: CountersService;
  }
}

/** Per-lab human-facing numbers: patient id, bill id, sample id, accession number. */
export const countersArea = defineArea({
  name: 'counters',
  services: { counters: (deps) => createCountersService(deps) },
});
