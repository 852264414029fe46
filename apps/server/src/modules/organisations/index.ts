import { defineArea } from '../../platform/areas/area.js';
import { createOrganisationsService, type OrganisationsService } from './organisations.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    organisations: OrganisationsService;
  }
}

export const organisationsArea = defineArea({
  name: 'organisations',
  services: { organisations: (deps) => createOrganisationsService({ ...deps, accounts: deps.services.accounts }) },
});
