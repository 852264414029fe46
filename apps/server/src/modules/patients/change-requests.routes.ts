import {
  ChangeRequestDecision,
  DecideChangeRequest,
  ErrorResponse,
  IdParams,
  PatientChangeRequest,
  PatientChangeRequestList,
  SubmitChangeRequest,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const changeRequestsRoutes: AreaRoutes = async (app, { services }) => {
  const { patientChangeRequests } = services;

  // No permission of the registry: the one caller allowed is the patient the record is, which
  // the service checks (a patient's login, asking about their own id).
  app.post(
    '/patients/:id/change-requests',
    {
      schema: {
        tags: ['patients'],
        summary: 'A patient asks, from their own login, for a change of their details (spec 000 §4)',
        params: IdParams,
        body: SubmitChangeRequest,
        response: { 201: PatientChangeRequest, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await patientChangeRequests.submit({
          actor: labActorOf(request),
          patientId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/patients/:id/change-requests',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary:
          "A patient's pending change requests, each with the record's values and the requested ones (spec 000 §7 get_request_and_db_data_user)",
        params: IdParams,
        response: { 200: PatientChangeRequestList, ...errors },
      },
    },
    async (request) =>
      patientChangeRequests.listForPatient({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.post(
    '/patient-change-requests/:id/decision',
    {
      config: { permission: 'patients.changeRequests' },
      schema: {
        tags: ['patients'],
        summary:
          "Accept or reject a change request (admin; spec 000 §7 request_response_of_admin); 409 when it was decided before or the patient's version has moved on",
        params: IdParams,
        body: DecideChangeRequest,
        response: { 200: ChangeRequestDecision, ...errors },
      },
    },
    async (request) =>
      patientChangeRequests.decide({ actor: labActorOf(request), requestId: request.params.id, input: request.body }),
  );
};
