import { ErrorResponse, Patient, PatientChangeRequestList } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * What a patient reads from their own login (spec 000 §4 'Patient info change request'): their
 * record and the changes they asked for that wait for the lab. No id in the path: the patient
 * is the session's, so no other can be named. Staff read a patient through `/patients/:id`.
 */
export const myRecordRoutes: AreaRoutes = async (app, { services }) => {
  const { patients, patientChangeRequests } = services;

  app.get(
    '/me/patient',
    {
      config: { permission: 'patients.ownRecord' },
      schema: {
        tags: ['patients'],
        summary: "The signed-in patient's own record",
        response: { 200: Patient, ...errors },
      },
    },
    async (request) => patients.ownRecord({ actor: labActorOf(request) }),
  );

  app.get(
    '/me/patient/change-requests',
    {
      config: { permission: 'patients.ownRecord' },
      schema: {
        tags: ['patients'],
        summary: "The signed-in patient's change requests still waiting for the lab",
        response: { 200: PatientChangeRequestList, ...errors },
      },
    },
    async (request) => patientChangeRequests.listOwn({ actor: labActorOf(request) }),
  );
};
