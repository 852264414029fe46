import {
  ErrorResponse,
  IdParams,
  QcHoldList,
  QcHoldListQuery,
  QcHoldResolved,
  ResolveQcHold,
  UnresolvedReports,
  UnresolvedReportsRequest,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** QC holds: the reports a rejected control holds, and their release by a resolution with a comment. */
export const qcHoldsRoutes: AreaRoutes = async (app, { services }) => {
  const { qcHolds } = services;

  app.get(
    '/qc/holds',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: 'The open or the resolved QC holds, newest first, each with the reports it holds',
        querystring: QcHoldListQuery,
        response: { 200: QcHoldList, ...errors },
      },
    },
    async (request) => qcHolds.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/qc/holds/:id/resolve',
    {
      config: { permission: 'qc.resolve' },
      schema: {
        tags: ['quality-control'],
        summary: 'Resolve a QC hold with a comment, releasing its reports; 409 when already resolved or stale',
        params: IdParams,
        body: ResolveQcHold,
        response: { 200: QcHoldResolved, ...errors },
      },
    },
    async (request) => qcHolds.resolve({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/qc/unresolved-reports',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: 'Which of these reports an unresolved QC hold holds, with its QC note (spec 001 §7)',
        body: UnresolvedReportsRequest,
        response: { 200: UnresolvedReports, ...errors },
      },
    },
    async (request) => qcHolds.unresolvedReports({ actor: labActorOf(request), input: request.body }),
  );
};
