import { AuditActors, AuditListQuery, AuditPage, ErrorResponse } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Settings > Audit trail (issue 8): who changed what, when, with before and after. */
export const auditRoutes: AreaRoutes = async (app, { services }) => {
  const { audit } = services;

  app.get(
    '/audit',
    {
      config: { permission: 'audit.view' },
      schema: {
        tags: ['platform'],
        summary: "The lab's audit trail, newest first, by user, area and date, a page at a time (admin)",
        querystring: AuditListQuery,
        response: { 200: AuditPage, ...errors },
      },
    },
    async (request) => audit.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/audit/actors',
    {
      config: { permission: 'audit.view' },
      schema: {
        tags: ['platform'],
        summary: 'Everyone who appears in the lab audit trail: the choices of its user filter (admin)',
        response: { 200: AuditActors, ...errors },
      },
    },
    async (request) => audit.actors({ actor: labActorOf(request) }),
  );
};
