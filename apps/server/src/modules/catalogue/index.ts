import { defineArea } from '../../platform/areas/area.js';
import { departmentsRoutes } from './departments.routes.js';
import { createDepartmentsService, type DepartmentsService } from './departments.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    departments: DepartmentsService;
  }
}

/** Tests, departments, sample types and report formats (DESIGN.md areas). */
export const catalogueArea = defineArea({
  name: 'catalogue',
  services: { departments: (deps) => createDepartmentsService(deps) },
  routes: [departmentsRoutes],
});
