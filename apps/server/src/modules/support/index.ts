import { defineArea } from '../../platform/areas/area.js';
import { createSupportService, type SupportService } from './support.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    support: SupportService;
  }
}

export const supportArea = defineArea({
  name: 'support',
  services: { support: (deps) => createSupportService({ ...deps, accounts: deps.services.accounts }) },
});
