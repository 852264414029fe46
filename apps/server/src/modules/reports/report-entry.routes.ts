import { ErrorResponse, ReportEntry, ReportIdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportEntryRoutes: AreaRoutes = async (app, { services }) => {
  const { reportEntry } = services;

  app.get(
    '/reports/:id',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          'A report as the entry panel shows it: its formats, values, previous values, ranges, side panel, ' +
          "signatures and settings; 404 when it is another lab's or of a department the caller lacks",
        params: ReportIdParams,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => reportEntry.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.get(
    '/doctor/reports/:id',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary:
          "A report as the doctor's login shows it; 404 unless the doctor reaches its department " +
          '(all departments or this one among theirs)',
        params: ReportIdParams,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => reportEntry.get({ actor: labActorOf(request), id: request.params.id }),
  );
};
