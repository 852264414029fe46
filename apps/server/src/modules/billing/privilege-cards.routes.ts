import {
  AddPrivilegeCardMember,
  AssignPrivilegeCard,
  ErrorResponse,
  IdParams,
  PatientPrivilegeCard,
  PrivilegeCard,
  PrivilegeCardList,
  PrivilegeCardListQuery,
  UpdatePrivilegeCard,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const privilegeCardsRoutes: AreaRoutes = async (app, { services }) => {
  const { privilegeCards } = services;

  app.get(
    '/privilege-cards',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: "The lab's privilege cards, a page at a time; `patientId` gives the cards that cover a patient",
        querystring: PrivilegeCardListQuery,
        response: { 200: PrivilegeCardList, ...errors },
      },
    },
    async (request) => privilegeCards.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/privilege-cards',
    {
      config: { permission: 'privilegeCards.assign' },
      schema: {
        tags: ['billing'],
        summary: "Give a patient a new privilege card of a type, valid from today for the type's days",
        body: AssignPrivilegeCard,
        response: { 201: PrivilegeCard, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await privilegeCards.assign({ actor: labActorOf(request), input: request.body })),
  );

  app.get(
    '/privilege-cards/:id',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: 'A privilege card with its members',
        params: IdParams,
        response: { 200: PrivilegeCard, ...errors },
      },
    },
    async (request) => privilegeCards.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.patch(
    '/privilege-cards/:id',
    {
      config: { permission: 'privilegeCards.assign' },
      schema: {
        tags: ['billing'],
        summary: 'Disable a privilege card (lost, refunded) or enable it again; 409 on a stale version',
        params: IdParams,
        body: UpdatePrivilegeCard,
        response: { 200: PrivilegeCard, ...errors },
      },
    },
    async (request) =>
      privilegeCards.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/privilege-cards/:id/members',
    {
      config: { permission: 'privilegeCards.assign' },
      schema: {
        tags: ['billing'],
        summary:
          "Share a valid card with a relative (saveUserCardRelation, assignExistingCardToUser), up to its type's members",
        params: IdParams,
        body: AddPrivilegeCardMember,
        response: { 200: PrivilegeCard, ...errors },
      },
    },
    async (request) =>
      privilegeCards.addMember({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/patients/:id/privilege-card',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: 'The privilege card that covers the patient today, or null (fetchPrivilegeCardDetails)',
        params: IdParams,
        response: { 200: PatientPrivilegeCard, ...errors },
      },
    },
    async (request) => privilegeCards.ofPatient({ actor: labActorOf(request), patientId: request.params.id }),
  );
};
