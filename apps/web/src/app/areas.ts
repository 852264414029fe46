import { accountArea } from '../features/auth/area';
import { billingArea } from '../features/billing/area';
import { branchesArea } from '../features/branches/area';
import { catalogueArea } from '../features/catalogue/area';
import { dashboardArea } from '../features/dashboard/area';
import { inventoryArea } from '../features/inventory/area';
import { jobsArea } from '../features/jobs/area';
import { labProfileArea } from '../features/lab-profile/area';
import { outboxArea } from '../features/outbox/area';
import { outsourcingArea } from '../features/outsourcing/area';
import { patientsArea } from '../features/patients/area';
import { qualityControlArea } from '../features/quality-control/area';
import { reportsArea } from '../features/reports/area';
import { samplesArea } from '../features/samples/area';
import { settingsArea } from '../features/settings/area';
import { supportArea } from '../features/support/area';
import { worklistsArea } from '../features/worklists/area';
import type { WebArea } from './areas/web-area';

/** Every area of the web client. Adding an area is adding its line here (and its folder). */
export const webAreas: readonly WebArea[] = [
  dashboardArea,
  accountArea,
  patientsArea,
  billingArea,
  samplesArea,
  outsourcingArea,
  reportsArea,
  worklistsArea,
  inventoryArea,
  qualityControlArea,
  catalogueArea,
  settingsArea,
  branchesArea,
  labProfileArea,
  outboxArea,
  jobsArea,
  supportArea,
];
