import { defineArea } from '../../platform/areas/area.js';
import { branchesRoutes } from './branches.routes.js';
import { type BranchesService, createBranchesService } from './branches.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    branches: BranchesService;
  }
}

/** A lab's branches (child centres, spec 001 §6) and its branch management switch; README.md. */
export const branchesArea = defineArea({
  name: 'branches',
  services: {
    branches: (deps) => createBranchesService({ ...deps, labs: deps.services.labs }),
  },
  routes: [branchesRoutes],
});
