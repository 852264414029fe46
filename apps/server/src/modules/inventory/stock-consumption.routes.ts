import { ErrorResponse, IdParams, ReportConsumption } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The report entry's inventory-used panel (spec 001 §3 'Inventory consumption line'). */
export const stockConsumptionRoutes: AreaRoutes = async (app, { services }) => {
  const { stockConsumption } = services;

  app.get(
    '/inventory/consumptions/reports/:id',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['inventory'],
        summary:
          "What a report consumed at its first save, or what its next save would take with the department's stock ('off' when the lab keeps no stock)",
        params: IdParams,
        response: { 200: ReportConsumption, ...errors },
      },
    },
    async (request) => stockConsumption.reportConsumption({ actor: labActorOf(request), reportId: request.params.id }),
  );
};
