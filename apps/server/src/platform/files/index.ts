import { defineArea } from '../areas/area.js';
import { createFileStorage, type FileStorage } from '../storage/file-storage.js';
import { filesRoutes } from './files.routes.js';
import { createFilesService, type FilesService } from './files.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    fileStorage: FileStorage;
    files: FilesService;
  }
}

/** Files of a lab and the stores that keep their bytes (docs/decisions/0015-files-and-storage.md). */
export const filesArea = defineArea({
  name: 'files',
  services: {
    fileStorage: (deps) => createFileStorage(deps.config),
    files: (deps) =>
      createFilesService({ db: deps.db, fileStorage: deps.services.fileStorage, labs: deps.services.labs }),
  },
  routes: [filesRoutes],
});
