import { DoctorWaitingQuery, ErrorResponse, ReportList } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const tags = ['reports'];

export const doctorWaitingRoutes: AreaRoutes = async (app, { services }) => {
  const { doctorWaiting } = services;

  app.get(
    '/doctor/waiting',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary:
          "The signed-in doctor's waiting list (spec 001 §7 doctor/waiting): completed reports not dispatched and not " +
          'signed by them, of the departments they reach, by bill day; `view=history`: the reports they signed, by signing day',
        querystring: DoctorWaitingQuery,
        response: { 200: ReportList, ...errors },
      },
    },
    async (request) => doctorWaiting.list({ actor: labActorOf(request), query: request.query }),
  );
};
