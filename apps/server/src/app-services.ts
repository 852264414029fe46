import type { ServerConfig } from './config.js';
import { createAccountsService } from './modules/auth/accounts.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createDepartmentsService } from './modules/catalogue/departments.service.js';
import { createDoctorsService } from './modules/doctors/doctors.service.js';
import { createOrganisationsService } from './modules/organisations/organisations.service.js';
import { createPatientsService } from './modules/patients/patients.service.js';
import { createLabUsersService } from './modules/settings/lab-users.service.js';
import { createLabsService } from './modules/settings/labs.service.js';
import { createRegionsService } from './modules/settings/regions.service.js';
import { createTranslationsService } from './modules/settings/translations.service.js';
import { createSupportService } from './modules/support/support.service.js';
import type { ServiceDeps } from './services.js';

/** Every service, built once, in the order they depend on each other. */
export function createServices(deps: ServiceDeps) {
  const labs = createLabsService(deps);
  const regions = createRegionsService(deps);
  const translations = createTranslationsService(deps);
  const accounts = createAccountsService(deps);
  const departments = createDepartmentsService(deps);
  const labUsers = createLabUsersService({ ...deps, accounts, departments });
  const doctors = createDoctorsService(deps);
  const organisations = createOrganisationsService(deps);
  const patients = createPatientsService(deps);
  const support = createSupportService(deps);
  const auth = createAuthService({
    ...deps,
    labs,
    regions,
    departments,
    identities: { labUsers, doctors, organisations, patients, support },
  });
  return { config: deps.config, labs, regions, translations, accounts, departments, labUsers, doctors, auth };
}
export type AppServices = ReturnType<typeof createServices> & { config: ServerConfig };
