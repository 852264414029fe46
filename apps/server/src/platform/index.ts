import type { ServerConfig } from '../config.js';
import { defineArea } from './areas/area.js';
import { createOneTimeCodes, type OneTimeCodes } from './security/one-time-codes.js';

declare module '../services.js' {
  interface ServiceRegistry {
    config: ServerConfig;
    oneTimeCodes: OneTimeCodes;
  }
}

/** The platform's services that areas use: configuration now; jobs, outbox, files and documents beside it. */
export const platformArea = defineArea({
  name: 'platform',
  services: { config: (deps) => deps.config, oneTimeCodes: (deps) => createOneTimeCodes(deps) },
});
