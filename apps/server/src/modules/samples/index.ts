import { defineArea } from '../../platform/areas/area.js';

/** Samples drawn for a bill's tests: one per sample type, with its sample id (DESIGN.md areas). */
export const samplesArea = defineArea({
  name: 'samples',
  services: {},
});
