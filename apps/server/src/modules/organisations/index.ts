import { defineArea } from '../../platform/areas/area.js';
import { createOrganisationsService, type OrganisationsService } from './organisations.service.js';
import { organisationsLookupRoutes } from './organisations-lookup.routes.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    organisations: OrganisationsService;
  }
}

export const organisationsArea = defineArea({
  name: 'organisations',
  services: {
    organisations: (deps) =>
      createOrganisationsService({ ...deps, accounts: deps.services.accounts, labUsers: deps.services.labUsers }),
  },
  routes: [organisationsLookupRoutes],
});
