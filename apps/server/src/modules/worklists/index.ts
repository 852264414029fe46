import { defineArea } from '../../platform/areas/area.js';
import { worklistOptionsRoutes } from './worklist-options.routes.js';
import { createWorklistOptionsService, type WorklistOptionsService } from './worklist-options.service.js';
import { worklistRunsRoutes } from './worklist-runs.routes.js';
import { createWorklistRunsService, type WorklistRunsService } from './worklist-runs.service.js';
import { worklistTemplatesRoutes } from './worklist-templates.routes.js';
import { createWorklistTemplatesService, type WorklistTemplatesService } from './worklist-templates.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    worklistTemplates: WorklistTemplatesService;
    worklistOptions: WorklistOptionsService;
    worklists: WorklistRunsService;
  }
}

/** Work lists and worksheets (spec 002 §2 'Work list menu' .. §9; README.md, decision 0047). */
export const worklistsArea = defineArea({
  name: 'worklists',
  services: {
    worklistTemplates: ({ db, now }) => createWorklistTemplatesService({ db, now }),
    worklistOptions: ({ services, db }) =>
      createWorklistOptionsService({
        db,
        templates: services.worklistTemplates,
        departments: services.departments,
        doctors: services.doctors,
      }),
    worklists: ({ services, ...deps }) =>
      createWorklistRunsService({
        ...deps,
        labs: services.labs,
        jobs: services.jobs,
        files: services.files,
        documents: services.documents,
        translations: services.translations,
        templates: services.worklistTemplates,
      }),
  },
  routes: [worklistTemplatesRoutes, worklistOptionsRoutes, worklistRunsRoutes],
});
