import { defineArea } from '../../platform/areas/area.js';
import { medicalHistoryRoutes } from './medical-history.routes.js';
import { createMedicalHistoryService, type MedicalHistoryService } from './medical-history.service.js';
import { patientsRoutes } from './patients.routes.js';
import { createPatientsService, type PatientsService } from './patients.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    patients: PatientsService;
    medicalHistory: MedicalHistoryService;
  }
}

export const patientsArea = defineArea({
  name: 'patients',
  services: {
    patients: ({ services, ...deps }) =>
      createPatientsService({
        ...deps,
        accounts: services.accounts,
        counters: services.counters,
        labs: services.labs,
        labUsers: services.labUsers,
        organisations: services.organisations,
        doctors: services.doctors,
      }),
    medicalHistory: ({ services, ...deps }) => createMedicalHistoryService({ ...deps, patients: services.patients }),
  },
  routes: [patientsRoutes, medicalHistoryRoutes],
});
