import {
  CardiacScoreAnswer,
  CardiacScoreRequest,
  ClinicalVisitDetail,
  ClinicalVisitList,
  ClinicalVisitParams,
  ErrorResponse,
  IdParams,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const cardiacRoutes: AreaRoutes = async (app, { services }) => {
  const { cardiac } = services;

  app.post(
    '/patients/:id/cardiac-scores',
    {
      config: { permission: 'cardiac.record' },
      schema: {
        tags: ['cardiac'],
        summary:
          "Save the Clinical Info form as a new visit and, unless saveOnly, score it (spec 000 §4 'Cardiac score form'); a model's refusal is a 422",
        params: IdParams,
        body: CardiacScoreRequest,
        response: { 201: CardiacScoreAnswer, ...errors, 422: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cardiac.record({ actor: labActorOf(request), patientId: request.params.id, input: request.body })),
  );

  app.get(
    '/patients/:id/clinical-visits',
    {
      config: { permission: 'cardiac.view' },
      schema: {
        tags: ['cardiac'],
        summary: "A patient's clinical visits, newest first (spec 000 §3 'Clinical visit record')",
        params: IdParams,
        response: { 200: ClinicalVisitList, ...errors },
      },
    },
    async (request) => cardiac.list({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.get(
    '/patients/:id/clinical-visits/:visitId',
    {
      config: { permission: 'cardiac.view' },
      schema: {
        tags: ['cardiac'],
        summary: 'One clinical visit in full: the form as filled, the facts read from it and the score',
        params: ClinicalVisitParams,
        response: { 200: ClinicalVisitDetail, ...errors },
      },
    },
    async (request) =>
      cardiac.get({ actor: labActorOf(request), patientId: request.params.id, visitId: request.params.visitId }),
  );
};
