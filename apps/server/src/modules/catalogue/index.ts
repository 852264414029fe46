import { defineArea } from '../../platform/areas/area.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createRecordWrites } from './catalogue-records.js';
import { departmentsRoutes } from './departments.routes.js';
import { createDepartmentsService, type DepartmentsService } from './departments.service.js';
import { createDevicesService, type DevicesService } from './devices.service.js';
import {
  createOutsourceCentresService,
  createSampleTypesService,
  createTestCategoriesService,
  type OutsourceCentresService,
  type SampleTypesService,
  type TestCategoriesService,
} from './lookups.service.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';
import { createReportFormatsService, type ReportFormatsService } from './report-formats.service.js';
import { createLabTestsService, type LabTestsService } from './tests.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    departments: DepartmentsService;
    sampleTypes: SampleTypesService;
    outsourceCentres: OutsourceCentresService;
    testCategories: TestCategoriesService;
    devices: DevicesService;
    labTests: LabTestsService;
    profiles: ProfilesService;
    reportFormats: ReportFormatsService;
  }
}

/** Tests, departments, sample types and report formats (DESIGN.md areas); README.md. */
export const catalogueArea = defineArea({
  name: 'catalogue',
  services: {
    departments: (deps) => createDepartmentsService(deps),
    sampleTypes: (deps) => createSampleTypesService({ ...deps, writes: createRecordWrites(deps) }),
    outsourceCentres: (deps) => createOutsourceCentresService({ ...deps, writes: createRecordWrites(deps) }),
    testCategories: (deps) => createTestCategoriesService({ ...deps, writes: createRecordWrites(deps) }),
    devices: (deps) => createDevicesService({ ...deps, writes: createRecordWrites(deps) }),
    labTests: (deps) => createLabTestsService({ ...deps, writes: createRecordWrites(deps) }),
    profiles: (deps) => createProfilesService({ ...deps, writes: createRecordWrites(deps) }),
    reportFormats: (deps) => createReportFormatsService({ ...deps, writes: createRecordWrites(deps) }),
  },
  routes: [departmentsRoutes, catalogueRoutes],
});
