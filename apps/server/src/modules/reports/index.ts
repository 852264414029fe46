import { defineArea } from '../../platform/areas/area.js';
import { createLabReportsService, type LabReportsService } from './reports.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    labReports: LabReportsService;
  }
}

/** Lab reports: one per test billed, from Not Collected to its result (DESIGN.md areas). */
export const reportsArea = defineArea({
  name: 'reports',
  services: { labReports: (deps) => createLabReportsService(deps) },
});
