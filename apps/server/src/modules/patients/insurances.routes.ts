import {
  CreateInsurance,
  ErrorResponse,
  IdParams,
  Insurance,
  InsuranceList,
  PatientInsurances,
  SetPatientInsurances,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const insurancesRoutes: AreaRoutes = async (app, { services }) => {
  const { insurances } = services;

  app.get(
    '/insurances',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "The lab's insurance companies, by name (spec 000 §7 insurance/get)",
        response: { 200: InsuranceList, ...errors },
      },
    },
    async (request) => insurances.list({ actor: labActorOf(request) }),
  );

  app.post(
    '/insurances',
    {
      config: { permission: 'patients.lists' },
      schema: {
        tags: ['patients'],
        summary: 'Add an insurance company; 409 when the lab has one of that name',
        body: CreateInsurance,
        response: { 201: Insurance, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await insurances.create({ actor: labActorOf(request), input: request.body })),
  );

  app.get(
    '/patients/:id/insurances',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary:
          "A patient's insurance rows with their companies' names (spec 000 §7 insurance/get-insurance-for-patient)",
        params: IdParams,
        response: { 200: PatientInsurances, ...errors },
      },
    },
    async (request) => insurances.listForPatient({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.put(
    '/patients/:id/insurances',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary:
          "Replace a patient's insurance rows (spec 000 §7 insurance/create-or-update); 409 when the patient's version has moved on",
        params: IdParams,
        body: SetPatientInsurances,
        response: { 200: PatientInsurances, ...errors },
      },
    },
    async (request) =>
      insurances.replaceForPatient({ actor: labActorOf(request), patientId: request.params.id, input: request.body }),
  );
};
