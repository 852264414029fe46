import { defineArea } from '../../platform/areas/area.js';
import { centreRoutes } from './centre.routes.js';
import { type CentreService, createCentreService } from './centre.service.js';
import { labProfileRoutes } from './lab-profile.routes.js';
import { createLabProfileService, type LabProfileService } from './lab-profile.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labProfile: LabProfileService;
    centre: CentreService;
  }
}

/** What the lab shows of itself and how its administrator sets it up: logo, Centre settings, own details. */
export const labProfileArea = defineArea({
  name: 'lab-profile',
  services: {
    labProfile: (deps) => createLabProfileService({ db: deps.db, now: deps.now, files: deps.services.files }),
    centre: (deps) =>
      createCentreService({
        db: deps.db,
        now: deps.now,
        labs: deps.services.labs,
        labUsers: deps.services.labUsers,
        oneTimeCodes: deps.services.oneTimeCodes,
        messages: deps.services.messages,
      }),
  },
  routes: [labProfileRoutes, centreRoutes],
});
