import { defineArea } from '../../platform/areas/area.js';
import { createDoctorsService, type DoctorsService } from './doctors.service.js';
import { referralLookupRoutes } from './referral-lookup.routes.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    doctors: DoctorsService;
  }
}

export const doctorsArea = defineArea({
  name: 'doctors',
  services: {
    doctors: (deps) =>
      createDoctorsService({ ...deps, accounts: deps.services.accounts, labUsers: deps.services.labUsers }),
  },
  routes: [referralLookupRoutes],
});
