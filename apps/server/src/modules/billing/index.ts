import { defineArea } from '../../platform/areas/area.js';

/**
 * Bills, their payments, privilege cards, bill attachments and receipts (DESIGN.md areas).
 * Each part adds its service to the registry below and its routes to the list.
 */
export const billingArea = defineArea({
  name: 'billing',
  services: {},
  routes: [],
});
