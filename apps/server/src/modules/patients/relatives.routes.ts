import { AddRelative, ErrorResponse, IdParams, PatientRelativeList, RelativeParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const relativesRoutes: AreaRoutes = async (app, { services }) => {
  const { patientRelatives } = services;

  app.get(
    '/patients/:id/relatives',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "A patient's relatives with their relation (spec 000 §7 get-patient-relative)",
        params: IdParams,
        response: { 200: PatientRelativeList, ...errors },
      },
    },
    async (request) => patientRelatives.list({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.post(
    '/patients/:id/relatives',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary:
          "Link a patient of the lab as a relative, with what they are to this patient; answers the patient's relatives",
        params: IdParams,
        body: AddRelative,
        response: { 201: PatientRelativeList, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await patientRelatives.add({ actor: labActorOf(request), patientId: request.params.id, input: request.body }),
        ),
  );

  app.delete(
    '/patients/:id/relatives/:relativeId',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary: "Unlink a relative, on both sides; answers the patient's relatives",
        params: RelativeParams,
        response: { 200: PatientRelativeList, ...errors },
      },
    },
    async (request) =>
      patientRelatives.remove({
        actor: labActorOf(request),
        patientId: request.params.id,
        relativeId: request.params.relativeId,
      }),
  );
};
