import {
  AddMedicalHistory,
  ErrorResponse,
  IdParams,
  MedicalHistoryLists,
  NamedRef,
  Patient,
  SetPatientMedicalHistory,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['patients'];

/** The lab's medical histories and allergies, and a patient's (spec 000 §2 Edit Medical History). */
export const medicalHistoryRoutes: AreaRoutes = async (app, { services }) => {
  const { medicalHistory } = services;

  app.get(
    '/medical-history-items',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary: "The lab's medical histories and allergies",
        response: { 200: MedicalHistoryLists, ...errors },
      },
    },
    async (request) => medicalHistory.lists({ actor: labActorOf(request) }),
  );

  app.post(
    '/medical-history-items',
    {
      config: { permission: 'patients.medicalHistory' },
      schema: {
        tags,
        summary: "Add a medical history or an allergy to the lab's list",
        body: AddMedicalHistory,
        response: { 201: NamedRef, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await medicalHistory.add({ actor: labActorOf(request), input: request.body })),
  );

  app.put(
    '/patients/:id/medical-history',
    {
      config: { permission: 'patients.medicalHistory' },
      schema: {
        tags,
        summary: "Set a patient's medical histories and allergies; 409 when its version has moved on",
        params: IdParams,
        body: SetPatientMedicalHistory,
        response: { 200: Patient, ...errors },
      },
    },
    async (request) =>
      medicalHistory.setForPatient({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
