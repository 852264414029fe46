import fastifyMultipart from '@fastify/multipart';
import { ErrorResponse, IdParams, PatientPicture, PatientPictureDeleted, VersionQuery } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const profilePictureRoutes: AreaRoutes = async (app, { services }) => {
  const { patientPictures } = services;
  // Only the upload route of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/patients/:id/picture',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags: ['patients'],
        summary: "A patient's profile picture (404 'Image ID not found' when they have none)",
        params: IdParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await patientPictures.open({ actor: labActorOf(request), patientId: request.params.id }),
        'inline',
      ),
  );

  app.put(
    '/patients/:id/picture',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary:
          "Upload a patient's profile picture, replacing the one they had (spec 000 §7 uploadPatientProfilePic; multipart, part 'file': jpeg, jpg, png or gif, at most 800 KB; the patient's version in the query)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: VersionQuery,
        response: { 200: PatientPicture, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      patientPictures.replace({
        actor: labActorOf(request),
        patientId: request.params.id,
        version: request.query.version,
        upload: await multipartUploadOf(request, 'patientPicture'),
      }),
  );

  app.delete(
    '/patients/:id/picture',
    {
      config: { permission: 'patients.update' },
      schema: {
        tags: ['patients'],
        summary: "Remove a patient's profile picture (spec 000 §2 'Delete Image?'); 409 on a stale version",
        params: IdParams,
        querystring: VersionQuery,
        response: { 200: PatientPictureDeleted, ...errors },
      },
    },
    async (request) =>
      patientPictures.remove({
        actor: labActorOf(request),
        patientId: request.params.id,
        version: request.query.version,
      }),
  );
};
