import { accessionLocales } from './accession/index.js';
import { accountLocales } from './account/index.js';
import { attachmentsLocales } from './attachments/index.js';
import { authLocales } from './auth/index.js';
import { billingLocales } from './billing/index.js';
import { branchesLocales } from './branches/index.js';
import { cardiacLocales } from './cardiac/index.js';
import { catalogueLocales } from './catalogue/index.js';
import { clinicalInfoLocales } from './clinical-info/index.js';
import { dashboardLocales } from './dashboard/index.js';
import { documentsLocales } from './documents/index.js';
import { filesLocales } from './files/index.js';
import { frameLocales } from './frame/index.js';
import { inventoryLocales } from './inventory/index.js';
import { inventoryMappingLocales } from './inventory-mapping/index.js';
import { jobsLocales } from './jobs/index.js';
import { labProfileLocales } from './lab-profile/index.js';
import { messagesLocales } from './messages/index.js';
import { myReportsLocales } from './my-reports/index.js';
import { onboardingLocales } from './onboarding/index.js';
import { outboxLocales } from './outbox/index.js';
import { outsourcingLocales } from './outsourcing/index.js';
import { patientOverviewLocales } from './patient-overview/index.js';
import { patientTrendsLocales } from './patient-trends/index.js';
import { patientsLocales } from './patients/index.js';
import { qualityControlLocales } from './quality-control/index.js';
import { reportEntryLocales } from './report-entry/index.js';
import { reportPrintsLocales } from './report-prints/index.js';
import { reportSharingLocales } from './report-sharing/index.js';
import { reportViewerLocales } from './report-viewer/index.js';
import { reportsLocales } from './reports/index.js';
import { sampleBatchesLocales } from './sample-batches/index.js';
import { sampleLabelsLocales } from './sample-labels/index.js';
import { sampleTrackingLocales } from './sample-tracking/index.js';
import { samplesLocales } from './samples/index.js';
import { settingsLocales } from './settings/index.js';
import { smartReportsLocales } from './smart-reports/index.js';
import { supportLocales } from './support/index.js';
import { uiLocales } from './ui/index.js';
import { worklistDocumentsLocales } from './worklist-documents/index.js';
import { worklistModalsLocales } from './worklist-modals/index.js';
import { worklistsLocales } from './worklists/index.js';

/**
 * The texts of each area, in one folder per area with one file per language
 * (`<area>/<language>.json`). Adding an area's texts is adding its line here.
 */
export const areaLocales = [
  frameLocales,
  messagesLocales,
  authLocales,
  accountLocales,
  dashboardLocales,
  catalogueLocales,
  settingsLocales,
  documentsLocales,
  filesLocales,
  labProfileLocales,
  jobsLocales,
  outboxLocales,
  patientsLocales,
  cardiacLocales,
  clinicalInfoLocales,
  billingLocales,
  sampleTrackingLocales,
  sampleLabelsLocales,
  sampleBatchesLocales,
  outsourcingLocales,
  reportsLocales,
  reportEntryLocales,
  reportPrintsLocales,
  reportViewerLocales,
  reportSharingLocales,
  smartReportsLocales,
  patientTrendsLocales,
  attachmentsLocales,
  myReportsLocales,
  patientOverviewLocales,
  accessionLocales,
  samplesLocales,
  supportLocales,
  branchesLocales,
  onboardingLocales,
  worklistsLocales,
  worklistModalsLocales,
  worklistDocumentsLocales,
  inventoryLocales,
  inventoryMappingLocales,
  qualityControlLocales,
  uiLocales,
] as const;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** The English texts as one dictionary type: i18next checks every key used in code against it. */
export type EnglishLocale = UnionToIntersection<(typeof areaLocales)[number]['en']>;
