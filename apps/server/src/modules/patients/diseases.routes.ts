import { Condition, ConditionList, ConditionQuery, CreateCondition, ErrorResponse } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const diseasesRoutes: AreaRoutes = async (app, { services }) => {
  const { diseases } = services;

  app.get(
    '/diseases',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary:
          "Coded conditions by ICD-10 code prefix or name words: the common ones and the lab's own, at most 50 (spec 000 §7 get_all_icd_codes)",
        querystring: ConditionQuery,
        response: { 200: ConditionList, ...errors },
      },
    },
    async (request) => diseases.search({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/diseases',
    {
      config: { permission: 'patients.lists' },
      schema: {
        tags: ['patients'],
        summary: 'Add a condition of the lab by its ICD-10 code; 409 when the code is taken',
        body: CreateCondition,
        response: { 201: Condition, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await diseases.create({ actor: labActorOf(request), input: request.body })),
  );
};
