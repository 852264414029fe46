import { defineArea } from '../../platform/areas/area.js';
import { supportRoutes } from './support.routes.js';
import { createSupportService, type SupportService } from './support.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    support: SupportService;
  }
}

/** The support dashboard (spec 002 §2): support staff, labs' settings and credits, the product outbox. */
export const supportArea = defineArea({
  name: 'support',
  services: {
    support: (deps) =>
      createSupportService({
        ...deps,
        accounts: deps.services.accounts,
        labs: deps.services.labs,
        messages: deps.services.messages,
      }),
  },
  routes: [supportRoutes],
});
