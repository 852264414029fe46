import fastifyMultipart from '@fastify/multipart';
import {
  ErrorResponse,
  IdParams,
  IdProof,
  IdProofDeleted,
  IdProofList,
  IdProofParams,
  IdProofUpdated,
  UpdateIdProof,
  UploadIdProofQuery,
  VersionQuery,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const idProofsRoutes: AreaRoutes = async (app, { services }) => {
  const { idProofs } = services;
  // Only the upload route of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/patients/:id/id-proofs',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "A patient's ID proofs (spec 000 §7 fetchIdProofDetailsAPI)",
        params: IdParams,
        response: { 200: IdProofList, ...errors },
      },
    },
    async (request) => idProofs.list({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.post(
    '/patients/:id/id-proofs',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary:
          "Add an ID proof (spec 000 §7 id-proofs/upload; multipart, part 'file': jpeg, jpg, png, gif or pdf, at most 800 KB; type and number in the query)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: UploadIdProofQuery,
        response: { 201: IdProof, 413: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await idProofs.upload({
          actor: labActorOf(request),
          patientId: request.params.id,
          query: request.query,
          upload: await multipartUploadOf(request, 'patientIdProof'),
        }),
      ),
  );

  app.patch(
    '/patients/:id/id-proofs/:proofId',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary: "Change an ID proof's type or number (spec 000 §7 edit_id_proof_details_api); 409 on a stale version",
        params: IdProofParams,
        body: UpdateIdProof,
        response: { 200: IdProofUpdated, ...errors },
      },
    },
    async (request) =>
      idProofs.update({
        actor: labActorOf(request),
        patientId: request.params.id,
        proofId: request.params.proofId,
        input: request.body,
      }),
  );

  app.delete(
    '/patients/:id/id-proofs/:proofId',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary: 'Remove an ID proof and its scan; 409 on a stale version',
        params: IdProofParams,
        querystring: VersionQuery,
        response: { 200: IdProofDeleted, ...errors },
      },
    },
    async (request) =>
      idProofs.remove({
        actor: labActorOf(request),
        patientId: request.params.id,
        proofId: request.params.proofId,
        version: request.query.version,
      }),
  );

  app.get(
    '/patients/:id/id-proofs/:proofId/file',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "An ID proof's scan (its bytes, with the media type read from its content)",
        params: IdProofParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await idProofs.open({
          actor: labActorOf(request),
          patientId: request.params.id,
          proofId: request.params.proofId,
        }),
        'attachment',
      ),
  );
};
