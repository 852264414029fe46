import { defineArea } from '../areas/area.js';
import { auditRoutes } from './audit.routes.js';
import { type AuditService, createAuditService } from './audit.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    audit: AuditService;
  }
}

/** The audit trail's page for admins; every service writes to it through `audit()` (audit.ts). */
export const auditArea = defineArea({
  name: 'audit',
  services: { audit: (deps) => createAuditService({ ...deps, labs: deps.services.labs }) },
  routes: [auditRoutes],
});
