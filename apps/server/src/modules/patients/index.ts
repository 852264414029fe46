import { defineArea } from '../../platform/areas/area.js';
import { changeRequestsRoutes } from './change-requests.routes.js';
import { type ChangeRequestsService, createChangeRequestsService } from './change-requests.service.js';
import { diseasesRoutes } from './diseases.routes.js';
import { createDiseasesService, type DiseasesService } from './diseases.service.js';
import { guarantorsRoutes } from './guarantors.routes.js';
import { createGuarantorsService, type GuarantorsService } from './guarantors.service.js';
import { healthRegistryRoutes } from './health-registry.routes.js';
import {
  createHealthRegistryService,
  type HealthRegistryService,
  notConfiguredHealthRegistry,
} from './health-registry.service.js';
import { idProofsRoutes } from './id-proofs.routes.js';
import { createIdProofsService, type IdProofsService } from './id-proofs.service.js';
import { insurancesRoutes } from './insurances.routes.js';
import { createInsurancesService, type InsurancesService } from './insurances.service.js';
import { medicalHistoryRoutes } from './medical-history.routes.js';
import { createMedicalHistoryService, type MedicalHistoryService } from './medical-history.service.js';
import { myRecordRoutes } from './my-record.routes.js';
import { patientsRoutes } from './patients.routes.js';
import { createPatientsService, type PatientsService } from './patients.service.js';
import { profilePictureRoutes } from './profile-picture.routes.js';
import { createProfilePictureService, type ProfilePictureService } from './profile-picture.service.js';
import { createRecordsAccess, type RecordsAccess } from './records-access.js';
import { createRegistrationsTodayService, type RegistrationsTodayService } from './registrations-today.js';
import { relativesRoutes } from './relatives.routes.js';
import { createRelativesService, type RelativesService } from './relatives.service.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService, type SearchService } from './search.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    patients: PatientsService;
    medicalHistory: MedicalHistoryService;
    insurances: InsurancesService;
    guarantors: GuarantorsService;
    idProofs: IdProofsService;
    patientPictures: ProfilePictureService;
    patientChangeRequests: ChangeRequestsService;
    patientRelatives: RelativesService;
    diseases: DiseasesService;
    healthRegistry: HealthRegistryService;
    patientSearch: SearchService;
    patientRegistrationsToday: RegistrationsTodayService;
    /** Which patients a caller reaches: for the areas whose records hang on a patient (bills, samples). */
    recordsAccess: RecordsAccess;
  }
}

export const patientsArea = defineArea({
  name: 'patients',
  services: {
    recordsAccess: ({ db, services }) => createRecordsAccess({ db, labUsers: services.labUsers }),
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
    insurances: (deps) =>
      createInsurancesService({ db: deps.db, access: deps.services.recordsAccess, patients: deps.services.patients }),
    guarantors: (deps) => createGuarantorsService({ db: deps.db, access: deps.services.recordsAccess }),
    idProofs: (deps) =>
      createIdProofsService({ ...deps, access: deps.services.recordsAccess, files: deps.services.files }),
    patientPictures: (deps) =>
      createProfilePictureService({
        db: deps.db,
        access: deps.services.recordsAccess,
        files: deps.services.files,
        patients: deps.services.patients,
      }),
    patientChangeRequests: (deps) =>
      createChangeRequestsService({
        ...deps,
        access: deps.services.recordsAccess,
        labs: deps.services.labs,
        patients: deps.services.patients,
      }),
    patientRelatives: (deps) => createRelativesService({ db: deps.db, access: deps.services.recordsAccess }),
    diseases: (deps) => createDiseasesService(deps),
    // No registry adapter exists yet: every lab gets the built-in default (decision 0021 'Outside registries').
    healthRegistry: (deps) =>
      createHealthRegistryService({
        access: deps.services.recordsAccess,
        providerFor: async () => notConfiguredHealthRegistry,
      }),
    patientSearch: (deps) =>
      createSearchService({
        db: deps.db,
        labs: deps.services.labs,
        access: deps.services.recordsAccess,
        bills: deps.services.bills,
        samples: deps.services.sampleTracking,
      }),
    patientRegistrationsToday: (deps) =>
      createRegistrationsTodayService({ db: deps.db, access: deps.services.recordsAccess }),
  },
  routes: [
    patientsRoutes,
    medicalHistoryRoutes,
    insurancesRoutes,
    guarantorsRoutes,
    idProofsRoutes,
    profilePictureRoutes,
    changeRequestsRoutes,
    myRecordRoutes,
    relativesRoutes,
    diseasesRoutes,
    healthRegistryRoutes,
    searchRoutes,
  ],
});
