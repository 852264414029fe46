import { defineArea } from '../../platform/areas/area.js';
import { doctorWaitingRoutes } from './doctor-waiting.routes.js';
import { createDoctorWaitingService, type DoctorWaitingService } from './doctor-waiting.service.js';
import { myReportsRoutes } from './my-reports.routes.js';
import { createMyReportsService, type MyReportsService } from './my-reports.service.js';
import { createPatientCumulativeService, type PatientCumulativeService } from './patient-cumulative.service.js';
import { patientOverviewRoutes } from './patient-overview.routes.js';
import { createPatientOverviewService, type PatientOverviewService } from './patient-overview.service.js';
import { patientTrendsRoutes } from './patient-trends.routes.js';
import { createPatientTrendsService, type PatientTrendsService } from './patient-trends.service.js';
import { printRunsRoutes } from './print-runs.routes.js';
import { createPrintRunsService, type PrintRunsService } from './print-runs.service.js';
import { reportActionsRoutes } from './report-actions.routes.js';
import { createReportActionsService, type ReportActionsService } from './report-actions.service.js';
import { reportAttachmentsRoutes } from './report-attachments.routes.js';
import { createReportAttachmentsService, type ReportAttachmentsService } from './report-attachments.service.js';
import { reportDocumentRoutes } from './report-document.routes.js';
import { createReportDocumentService, type ReportDocumentService } from './report-document.service.js';
import { reportEntryRoutes } from './report-entry.routes.js';
import { createReportEntryService, type ReportEntryService } from './report-entry.service.js';
import { createReportFileReportsService, type ReportFileReportsService } from './report-file-reports.service.js';
import { reportFilesRoutes } from './report-files.routes.js';
import { createReportFilesService, type ReportFilesService } from './report-files.service.js';
import { reportLinksRoutes } from './report-links.routes.js';
import { createReportLinksService, type ReportLinksService } from './report-links.service.js';
import { reportListsRoutes } from './report-lists.routes.js';
import { createReportListsService, type ReportListsService } from './report-lists.service.js';
import { reportPrintsRoutes } from './report-prints.routes.js';
import { createReportPrintsService, type ReportPrintsService } from './report-prints.service.js';
import { reportSharingRoutes } from './report-sharing.routes.js';
import { createReportSharingService, type ReportSharingService } from './report-sharing.service.js';
import { reportSigningRoutes } from './report-signing.routes.js';
import { createReportSigningService, type ReportSigningService } from './report-signing.service.js';
import { reportVerificationRoutes } from './report-verification.routes.js';
import { createReportVerificationService, type ReportVerificationService } from './report-verification.service.js';
import { createLabReportsService, type LabReportsService } from './reports.service.js';
import { createBuiltinSmartReportProvider } from './smart-report-providers.js';
import { smartReportsRoutes } from './smart-reports.routes.js';
import { createSmartReportsService, type SmartReportsService } from './smart-reports.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labReports: LabReportsService;
    reportLists: ReportListsService;
    doctorWaiting: DoctorWaitingService;
    reportEntry: ReportEntryService;
    reportSigning: ReportSigningService;
    reportActions: ReportActionsService;
    reportFiles: ReportFilesService;
    reportAttachments: ReportAttachmentsService;
    reportFileReports: ReportFileReportsService;
    reportDocuments: ReportDocumentService;
    reportVerifications: ReportVerificationService;
    reportSharing: ReportSharingService;
    reportLinks: ReportLinksService;
    reportPrints: ReportPrintsService;
    printRuns: PrintRunsService;
    patientOverview: PatientOverviewService;
    patientCumulative: PatientCumulativeService;
    patientTrends: PatientTrendsService;
    myReports: MyReportsService;
    smartReports: SmartReportsService;
  }
}

/** Lab reports: one per test billed, from Not Collected to its result (DESIGN.md areas). */
export const reportsArea = defineArea({
  name: 'reports',
  services: {
    labReports: (deps) => createLabReportsService(deps),
    reportLists: ({ services, ...deps }) =>
      createReportListsService({ ...deps, labs: services.labs, branches: services.branches }),
    doctorWaiting: ({ services, ...deps }) => createDoctorWaitingService({ ...deps, labs: services.labs }),
    reportEntry: ({ services, ...deps }) =>
      createReportEntryService({
        ...deps,
        labSettings: services.labSettings,
        labs: services.labs,
        signing: services.reportSigning,
        doctors: services.doctors,
        stockConsumption: services.stockConsumption,
        qcHolds: services.qcHolds,
      }),
    printRuns: ({ services, ...deps }) =>
      createPrintRunsService({
        ...deps,
        labs: services.labs,
        jobs: services.jobs,
        files: services.files,
        documents: () => services.reportDocuments,
      }),
    reportSigning: ({ services, ...deps }) =>
      createReportSigningService({
        ...deps,
        doctors: services.doctors,
        labSettings: services.labSettings,
        qcHolds: services.qcHolds,
      }),
    reportActions: ({ services, ...deps }) => createReportActionsService({ ...deps, doctors: services.doctors }),
    reportFiles: ({ services, ...deps }) =>
      createReportFilesService({ ...deps, files: services.files, reportEntry: services.reportEntry }),
    reportAttachments: ({ services, ...deps }) =>
      createReportAttachmentsService({ ...deps, files: services.files, billAttachments: services.billAttachments }),
    reportFileReports: ({ services, ...deps }) =>
      createReportFileReportsService({ ...deps, files: services.files, attachments: services.reportAttachments }),
    reportDocuments: ({ services, ...deps }) =>
      createReportDocumentService({
        ...deps,
        labs: services.labs,
        labProfile: services.labProfile,
        centre: services.centre,
        translations: services.translations,
        documents: services.documents,
        files: services.files,
      }),
    reportVerifications: ({ services, ...deps }) => createReportVerificationService({ ...deps, labs: services.labs }),
    reportSharing: ({ services, ...deps }) =>
      createReportSharingService({
        ...deps,
        labs: services.labs,
        translations: services.translations,
        messages: services.messages,
        reportDocuments: services.reportDocuments,
        patientTrends: () => services.patientTrends,
      }),
    reportLinks: ({ services, ...deps }) =>
      createReportLinksService({ ...deps, labs: services.labs, reportDocuments: services.reportDocuments }),
    reportPrints: ({ services, ...deps }) =>
      createReportPrintsService({
        ...deps,
        labs: services.labs,
        branches: services.branches,
        jobs: services.jobs,
        signing: services.reportSigning,
      }),
    patientOverview: ({ services, ...deps }) =>
      createPatientOverviewService({
        ...deps,
        patients: services.patients,
        labs: services.labs,
        cardiac: services.cardiac,
      }),
    patientCumulative: ({ services, ...deps }) =>
      createPatientCumulativeService({
        ...deps,
        patientOverview: services.patientOverview,
        patients: services.patients,
        labs: services.labs,
        labProfile: services.labProfile,
        translations: services.translations,
        documents: services.documents,
      }),
    patientTrends: ({ services, ...deps }) =>
      createPatientTrendsService({
        ...deps,
        patients: services.patients,
        labs: services.labs,
        labProfile: services.labProfile,
        translations: services.translations,
        documents: services.documents,
      }),
    myReports: ({ services, ...deps }) =>
      createMyReportsService({
        ...deps,
        labs: services.labs,
        reportDocuments: () => services.reportDocuments,
        billReceipts: () => services.billReceipts,
        patientTrends: () => services.patientTrends,
      }),
    smartReports: ({ services, ...deps }) =>
      createSmartReportsService({
        ...deps,
        labs: services.labs,
        jobs: services.jobs,
        files: services.files,
        messages: services.messages,
        translations: services.translations,
        // Only the built-in provider is configured; a lab's external one is added to this list.
        providers: [
          createBuiltinSmartReportProvider({
            now: deps.now,
            labs: services.labs,
            labProfile: services.labProfile,
            centre: services.centre,
            translations: services.translations,
            documents: services.documents,
          }),
        ],
      }),
  },
  routes: [
    reportListsRoutes,
    doctorWaitingRoutes,
    reportEntryRoutes,
    reportSigningRoutes,
    reportActionsRoutes,
    reportFilesRoutes,
    reportAttachmentsRoutes,
    reportDocumentRoutes,
    reportVerificationRoutes,
    reportSharingRoutes,
    reportLinksRoutes,
    reportPrintsRoutes,
    printRunsRoutes,
    patientOverviewRoutes,
    patientTrendsRoutes,
    myReportsRoutes,
    smartReportsRoutes,
  ],
});
