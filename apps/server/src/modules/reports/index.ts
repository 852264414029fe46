import { defineArea } from '../../platform/areas/area.js';

/** Lab reports: one per test billed, from Not Collected to its result (DESIGN.md areas). */
export const reportsArea = defineArea({
  name: 'reports',
  services: {},
});
