import { defineArea } from '../../platform/areas/area.js';
import { labUsersRoutes } from './lab-users.routes.js';
import { createLabUsersService, type LabUsersService } from './lab-users.service.js';
import { labUsersExportRoutes } from './lab-users-export.routes.js';
import { createLabsService, type LabsService } from './labs.service.js';
import { publicRoutes } from './public.routes.js';
import { createRegionsService, type RegionsService } from './regions.service.js';
import { createTranslationsService, type TranslationsService } from './translations.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labs: LabsService;
    regions: RegionsService;
    translations: TranslationsService;
    labUsers: LabUsersService;
  }
}

/** The lab's own settings: its profile, regions, translations and users. */
export const settingsArea = defineArea({
  name: 'settings',
  services: {
    labs: (deps) => createLabsService(deps),
    regions: (deps) => createRegionsService(deps),
    translations: (deps) => createTranslationsService(deps),
    labUsers: (deps) =>
      createLabUsersService({ ...deps, accounts: deps.services.accounts, departments: deps.services.departments }),
  },
  routes: [publicRoutes, labUsersRoutes, labUsersExportRoutes],
});
