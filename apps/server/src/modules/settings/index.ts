import { defineArea } from '../../platform/areas/area.js';
import { labSettingsRoutes } from './lab-settings.routes.js';
import { createLabSettingsService, type LabSettingsService } from './lab-settings.service.js';
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
    labSettings: LabSettingsService;
  }
}

/** The lab's own settings: its profile, regions, translations and users. */
export const settingsArea = defineArea({
  name: 'settings',
  services: {
    labs: (deps) => createLabsService(deps),
    regions: (deps) => createRegionsService(deps),
    translations: (deps) => createTranslationsService(deps),
    labSettings: (deps) => createLabSettingsService({ labs: deps.services.labs, doctors: deps.services.doctors }),
    labUsers: (deps) =>
      createLabUsersService({
        ...deps,
        accounts: deps.services.accounts,
        departments: deps.services.departments,
        branches: deps.services.branches,
      }),
  },
  routes: [publicRoutes, labUsersRoutes, labUsersExportRoutes, labSettingsRoutes],
});
