import {
  ConvertPatientToDirect,
  DuplicateMatches,
  DuplicateQuery,
  ErrorResponse,
  IdParams,
  Patient,
  PatientList,
  PatientListQuery,
  RegisterPatient,
  UpdatePatient,
  UpdatePatientMobile,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const tags = ['patients'];

/** Registration, the patients list, the patient card and its updates (spec 000 §2 to §8). */
export const patientsRoutes: AreaRoutes = async (app, { services }) => {
  const { patients } = services;

  app.post(
    '/patients',
    {
      config: { permission: 'patients.register' },
      schema: {
        tags,
        summary: 'Register a patient (201), or register a patient of the lab again with patientId and version (200)',
        body: RegisterPatient,
        response: { 200: Patient, 201: Patient, ...errors },
      },
    },
    async (request, reply) => {
      const patient = await patients.register({ actor: labActorOf(request), input: request.body });
      return reply.status(request.body.patientId ? 200 : 201).send(patient);
    },
  );

  app.get(
    '/patients',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary: "The lab's patients, a page at a time",
        querystring: PatientListQuery,
        response: { 200: PatientList, ...errors },
      },
    },
    async (request) => patients.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/patients/duplicates',
    {
      config: { permission: 'patients.register' },
      schema: {
        tags,
        summary: 'Likely duplicates of a registration: the same name with the same date of birth or mobile',
        querystring: DuplicateQuery,
        response: { 200: DuplicateMatches, ...errors },
      },
    },
    async (request) => patients.duplicates({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/patients/:id',
    {
      config: { permission: 'patients.view' },
      schema: { tags, summary: 'A patient of the lab', params: IdParams, response: { 200: Patient, ...errors } },
    },
    async (request) => patients.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.patch(
    '/patients/:id',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags,
        summary: "Update Patient Info, with the user's own password; 409 when its version has moved on",
        params: IdParams,
        body: UpdatePatient,
        response: { 200: Patient, ...errors },
      },
    },
    async (request) =>
      patients.update({
        actor: labActorOf(request),
        id: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      }),
  );

  app.put(
    '/patients/:id/mobile',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags,
        summary: "Change a patient's mobile number (the update-mobile-number link)",
        params: IdParams,
        body: UpdatePatientMobile,
        response: { 200: Patient, ...errors },
      },
    },
    async (request) =>
      patients.updateMobile({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/patients/:id/convert-to-direct',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags,
        summary: 'Give an indirect (I) patient their own mobile and e-mail: they become direct (D)',
        params: IdParams,
        body: ConvertPatientToDirect,
        response: { 200: Patient, ...errors },
      },
    },
    async (request) =>
      patients.convertToDirect({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
