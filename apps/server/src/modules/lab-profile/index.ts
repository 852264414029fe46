import { defineArea } from '../../platform/areas/area.js';
import { labProfileRoutes } from './lab-profile.routes.js';
import { createLabProfileService, type LabProfileService } from './lab-profile.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labProfile: LabProfileService;
  }
}

/** What the lab shows of itself: its logo now (Settings > Lab profile, the app header). */
export const labProfileArea = defineArea({
  name: 'lab-profile',
  services: {
    labProfile: (deps) => createLabProfileService({ db: deps.db, now: deps.now, files: deps.services.files }),
  },
  routes: [labProfileRoutes],
});
