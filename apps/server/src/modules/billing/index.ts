import { defineArea } from '../../platform/areas/area.js';
import { createPrivilegeCardTypesService, type PrivilegeCardTypesService } from './privilege-card-types.service.js';
import { createPrivilegeCardsService, type PrivilegeCardsService } from './privilege-cards.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    privilegeCardTypes: PrivilegeCardTypesService;
    privilegeCards: PrivilegeCardsService;
  }
}

/**
 * Bills, their payments, privilege cards, bill attachments and receipts (DESIGN.md areas).
 * Each part adds its service to the registry below and its routes to the list.
 */
export const billingArea = defineArea({
  name: 'billing',
  services: {
    privilegeCardTypes: (deps) => createPrivilegeCardTypesService(deps),
    privilegeCards: ({ services, ...deps }) =>
      createPrivilegeCardsService({
        ...deps,
        counters: services.counters,
        labs: services.labs,
        patients: services.patients,
      }),
  },
  routes: [],
});
