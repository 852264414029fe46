import { ErrorResponse, IdParams, QcChart, QcChartQuery, QcRunRecorded, RecordQcRun } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** QC runs judged by the Westgard rules, and a control's Levey-Jennings chart. */
export const qcRunsRoutes: AreaRoutes = async (app, { services }) => {
  const { qcRuns } = services;

  app.post(
    '/qc/groups/:id/runs',
    {
      config: { permission: 'qc.record' },
      schema: {
        tags: ['quality-control'],
        summary: "Record a QC run: each value judged by the Westgard rules, a rejected one holding its test's reports",
        params: IdParams,
        body: RecordQcRun,
        response: { 201: QcRunRecorded, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await qcRuns.record({ actor: labActorOf(request), groupId: request.params.id, input: request.body })),
  );

  app.get(
    '/qc/groups/:id/chart',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: "One control's Levey-Jennings chart: its records in a range (the last 60 days), oldest first",
        params: IdParams,
        querystring: QcChartQuery,
        response: { 200: QcChart, ...errors },
      },
    },
    async (request) => qcRuns.chart({ actor: labActorOf(request), groupId: request.params.id, query: request.query }),
  );
};
