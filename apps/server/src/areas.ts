import { authArea } from './modules/auth/index.js';
import { billingArea } from './modules/billing/index.js';
import { branchesArea } from './modules/branches/index.js';
import { cardiacArea } from './modules/cardiac/index.js';
import { catalogueArea } from './modules/catalogue/index.js';
import { dashboardArea } from './modules/dashboard/index.js';
import { doctorsArea } from './modules/doctors/index.js';
import { inventoryArea } from './modules/inventory/index.js';
import { labProfileArea } from './modules/lab-profile/index.js';
import { onboardingArea } from './modules/onboarding/index.js';
import { organisationsArea } from './modules/organisations/index.js';
import { outsourcingArea } from './modules/outsourcing/index.js';
import { patientsArea } from './modules/patients/index.js';
import { qualityControlArea } from './modules/quality-control/index.js';
import { reportsArea } from './modules/reports/index.js';
import { samplesArea } from './modules/samples/index.js';
import { settingsArea } from './modules/settings/index.js';
import { supportArea } from './modules/support/index.js';
import { worklistsArea } from './modules/worklists/index.js';
import type { Area } from './platform/areas/area.js';
import { auditArea } from './platform/audit/index.js';
import { countersArea } from './platform/counters/index.js';
import { documentsArea } from './platform/documents/index.js';
import { filesArea } from './platform/files/index.js';
import { platformArea } from './platform/index.js';
import { jobsArea } from './platform/jobs/index.js';
import { messagesArea } from './platform/messages/index.js';

/** Every area of the product. Adding an area is adding its line here (and its folder). */
export const areas: readonly Area[] = [
  platformArea,
  jobsArea,
  auditArea,
  messagesArea,
  countersArea,
  filesArea,
  documentsArea,
  authArea,
  settingsArea,
  branchesArea,
  catalogueArea,
  labProfileArea,
  doctorsArea,
  organisationsArea,
  patientsArea,
  samplesArea,
  reportsArea,
  worklistsArea,
  inventoryArea,
  qualityControlArea,
  billingArea,
  outsourcingArea,
  cardiacArea,
  onboardingArea,
  supportArea,
  dashboardArea,
];
