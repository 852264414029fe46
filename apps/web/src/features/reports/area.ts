import { IconClipboardCheck, IconPrinter, IconSignature } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';
import { reportPrintsPaths } from './prints/paths';

export const reportsPaths = {
  /** spec 002 §2 waiting lists: /test-wise and /patient-wise with the tab paths /total, /pending, ... */
  testWise: (tab = 'pending') => `/test-wise/${tab}`,
  /** A numeric segment is a patient (spec 001 §2 '/patient-wise/{labUserId}'), else a tab. */
  patientWise: (tabOrPatient: string | number = 'pending') => `/patient-wise/${tabOrPatient}`,
  /** The report-entry panel of one report. */
  report: (reportId: number | string) => `/reports/${reportId}`,
  /** spec 001 §2: the doctor-waiting page, its total tab under the first path segment. */
  doctorWaiting: (tab = 'total') => `/doctor-waiting/${tab}`,
  doctorReport: (reportId: number | string) => `/doctor/reports/${reportId}`,
} as const;

/**
 * Reports (issue 11; spec 001 §2 'Report-entry panel', 'Signing doctor panel'; spec 002 §2
 * waiting lists): the test-wise and patient-wise entry lists, the entry and signing of a
 * report, and the signing doctor's own waiting list.
 */
export const reportsArea = defineWebArea({
  name: 'reports',
  alsoTexts: [
    'report-entry',
    'report-prints',
    'report-viewer',
    'report-sharing',
    'smart-reports',
    'patient-trends',
    'attachments',
    'my-reports',
    'patients',
    'sample-tracking',
    // The waiting lists' WorkList button, its dialogs and modals; the work lists' documents are
    // the server's PDFs and workbooks, whose texts come with the pages that make them.
    'worklists',
    'worklist-modals',
    'worklist-documents',
    // The QC Hold alert of a report an unresolved QC hold holds.
    'quality-control',
  ],
  routes: [
    {
      path: '/test-wise',
      permission: 'reports.view',
      load: async () => (await import('./pages/TestWisePage')).TestWisePage,
    },
    {
      path: reportsPaths.testWise(':tab'),
      permission: 'reports.view',
      load: async () => (await import('./pages/TestWisePage')).TestWisePage,
    },
    {
      path: '/patient-wise',
      permission: 'reports.view',
      load: async () => (await import('./pages/PatientWisePage')).PatientWisePage,
    },
    {
      path: reportsPaths.patientWise(':tab'),
      permission: 'reports.view',
      load: async () => (await import('./pages/PatientWisePage')).PatientWisePage,
    },
    {
      path: reportsPaths.report(':reportId'),
      permission: 'reports.view',
      load: async () => (await import('./entry/pages/ReportEntryPage')).ReportEntryPage,
    },
    {
      path: reportsPaths.doctorWaiting(':tab'),
      permission: 'doctor.reports',
      load: async () => (await import('./pages/DoctorWaitingPage')).DoctorWaitingPage,
    },
    {
      path: reportsPaths.doctorReport(':reportId'),
      permission: 'doctor.reports',
      load: async () => (await import('./entry/pages/DoctorReportPage')).DoctorReportPage,
    },
    {
      // spec 001 §2 'Report view, new tab: /viewReport with labReportId and flag=0'.
      path: '/viewReport',
      permission: 'reports.print',
      load: async () => (await import('./viewer/ReportViewPage')).ReportViewPage,
    },
    {
      // spec 001 §2 'Trends report, new window: /v4/fetch-data-for-trends/ with labBillId={id} and flag'.
      path: '/v4/fetch-data-for-trends',
      permission: 'reports.trends',
      load: async () => (await import('./trends/PatientTrendsPage')).PatientTrendsPage,
    },
    // spec 001 §2 'Print and dispatch waiting list' and its routes: /report-prints/{ALL|PENDING_REPORTS},
    // /dispatched/{total|labUserId}, /archives.
    {
      path: '/report-prints',
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/ReportPrintsPage')).ReportPrintsPage,
    },
    {
      path: reportPrintsPaths.prints(':tab'),
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/ReportPrintsPage')).ReportPrintsPage,
    },
    {
      path: '/dispatched',
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/DispatchedPage')).DispatchedPage,
    },
    {
      path: reportPrintsPaths.dispatched(':tabOrPatient'),
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/DispatchedPage')).DispatchedPage,
    },
    {
      path: '/archives',
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/ArchivesPage')).ArchivesPage,
    },
    {
      path: reportPrintsPaths.archives(':tab'),
      permission: 'reports.print',
      load: async () => (await import('./prints/pages/ArchivesPage')).ArchivesPage,
    },
  ],
  nav: [
    {
      to: reportsPaths.testWise(),
      label: 'nav.resultEntry',
      icon: IconClipboardCheck,
      section: 'main',
      permission: 'reports.view',
      order: 63,
    },
    {
      to: reportPrintsPaths.prints(),
      label: 'nav.reportPrints',
      icon: IconPrinter,
      section: 'main',
      permission: 'reports.print',
      order: 64,
    },
    {
      to: reportsPaths.doctorWaiting(),
      label: 'nav.doctorWaiting',
      icon: IconSignature,
      section: 'main',
      permission: 'doctor.reports',
      order: 20,
    },
  ],
});
