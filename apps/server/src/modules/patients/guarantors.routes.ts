import {
  ErrorResponse,
  GuarantorList,
  GuarantorSearchQuery,
  IdParams,
  LinkGuarantor,
  PatientGuarantorList,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const guarantorsRoutes: AreaRoutes = async (app, { services }) => {
  const { guarantors } = services;

  app.get(
    '/patients/:id/guarantors',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "A patient's guarantors, the default first (spec 000 §4: it is preselected at registration)",
        params: IdParams,
        response: { 200: PatientGuarantorList, ...errors },
      },
    },
    async (request) => guarantors.listForPatient({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.get(
    '/guarantors',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "The lab's guarantors by name or contact, to choose an existing one (at most 50)",
        querystring: GuarantorSearchQuery,
        response: { 200: GuarantorList, ...errors },
      },
    },
    async (request) => guarantors.search({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/patients/:id/guarantors',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary:
          "Link an existing or a new guarantor to a patient, with the relation; answers the patient's guarantors",
        params: IdParams,
        body: LinkGuarantor,
        response: { 201: PatientGuarantorList, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await guarantors.link({ actor: labActorOf(request), patientId: request.params.id, input: request.body })),
  );
};
