import { defineArea } from '../../platform/areas/area.js';
import { createPatientsService, type PatientsService } from './patients.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    patients: PatientsService;
  }
}

export const patientsArea = defineArea({
  name: 'patients',
  services: {
    patients: (deps) =>
      createPatientsService({ ...deps, accounts: deps.services.accounts, counters: deps.services.counters }),
  },
});
