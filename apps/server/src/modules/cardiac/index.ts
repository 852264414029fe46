import { defineArea } from '../../platform/areas/area.js';
import { cardiacRoutes } from './cardiac.routes.js';
import { type CardiacService, createCardiacService } from './cardiac.service.js';
import { framinghamProvider } from './framingham-provider.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    cardiac: CardiacService;
  }
}

/** A patient's clinical visits and cardiac risk scores (issue 9); README.md. */
export const cardiacArea = defineArea({
  name: 'cardiac',
  services: {
    cardiac: ({ db, now, services }) =>
      createCardiacService({
        db,
        now,
        patients: services.patients,
        labs: services.labs,
        labUsers: services.labUsers,
        bills: services.bills,
        // The built-in model is the only provider so far (docs/decisions/0031).
        provider: framinghamProvider,
      }),
  },
  routes: [cardiacRoutes],
});
