import { defineArea } from '../../platform/areas/area.js';
import { reportEntryRoutes } from './report-entry.routes.js';
import { createReportEntryService, type ReportEntryService } from './report-entry.service.js';
import { createLabReportsService, type LabReportsService } from './reports.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labReports: LabReportsService;
    reportEntry: ReportEntryService;
  }
}

/** Lab reports: one per test billed, from Not Collected to its result (DESIGN.md areas). */
export const reportsArea = defineArea({
  name: 'reports',
  services: {
    labReports: (deps) => createLabReportsService(deps),
    reportEntry: ({ services, ...deps }) =>
      createReportEntryService({ ...deps, labSettings: services.labSettings, labs: services.labs }),
  },
  routes: [reportEntryRoutes],
});
