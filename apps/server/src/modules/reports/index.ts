import { defineArea } from '../../platform/areas/area.js';
import { doctorWaitingRoutes } from './doctor-waiting.routes.js';
import { createDoctorWaitingService, type DoctorWaitingService } from './doctor-waiting.service.js';
import { reportEntryRoutes } from './report-entry.routes.js';
import { createReportEntryService, type ReportEntryService } from './report-entry.service.js';
import { reportListsRoutes } from './report-lists.routes.js';
import { createReportListsService, type ReportListsService } from './report-lists.service.js';
import { createLabReportsService, type LabReportsService } from './reports.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labReports: LabReportsService;
    reportLists: ReportListsService;
    doctorWaiting: DoctorWaitingService;
    reportEntry: ReportEntryService;
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
      createReportEntryService({ ...deps, labSettings: services.labSettings, labs: services.labs }),
  },
  routes: [reportListsRoutes, doctorWaitingRoutes, reportEntryRoutes],
});
