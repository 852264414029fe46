import fastifyMultipart from '@fastify/multipart';
import { ErrorResponse, LabProfile, LabProfileChangeQuery, Letterhead, LetterheadSlotParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';
import { letterheadKindOf } from './lab-profile.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const labProfileRoutes: AreaRoutes = async (app, { services }) => {
  const { labProfile } = services;
  // Only this area's upload route reads multipart bodies: the parser stays inside this plugin.
  await app.register(fastifyMultipart);

  app.get(
    '/lab-profile',
    {
      config: { permission: 'files.read' },
      schema: {
        tags: ['lab-profile'],
        summary: "The lab's profile: its logo",
        response: { 200: LabProfile, ...errors },
      },
    },
    async (request) => labProfile.get({ actor: labActorOf(request) }),
  );

  app.get(
    '/lab-profile/logo',
    {
      config: { permission: 'files.read' },
      schema: { tags: ['lab-profile'], summary: "The lab's logo image (404 when it has none)", response: errors },
    },
    async (request, reply) =>
      sendFile(request, reply, await labProfile.openLogo({ actor: labActorOf(request) }), 'inline'),
  );

  app.put(
    '/lab-profile/logo',
    {
      config: { permission: 'labProfile.manage' },
      schema: {
        tags: ['lab-profile'],
        summary:
          "Upload the lab's logo, replacing the one it had (admin; multipart, part 'file': jpeg, jpg, png or gif, at most 800 KB)",
        consumes: ['multipart/form-data'],
        querystring: LabProfileChangeQuery,
        response: { 200: LabProfile, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      labProfile.replaceLogo({
        actor: labActorOf(request),
        version: request.query.version,
        upload: await multipartUploadOf(request, 'labLogo'),
      }),
  );

  app.delete(
    '/lab-profile/logo',
    {
      config: { permission: 'labProfile.manage' },
      schema: {
        tags: ['lab-profile'],
        summary: "Remove the lab's logo (admin)",
        querystring: LabProfileChangeQuery,
        response: { 200: LabProfile, ...errors },
      },
    },
    async (request) => labProfile.removeLogo({ actor: labActorOf(request), version: request.query.version }),
  );

  app.get(
    '/lab-profile/letterhead',
    {
      config: { permission: 'files.read' },
      schema: {
        tags: ['lab-profile'],
        summary: "The lab's letterhead: its header and footer banners (spec 002 §9)",
        response: { 200: Letterhead, ...errors },
      },
    },
    async (request) => labProfile.letterhead({ actor: labActorOf(request) }),
  );

  app.get(
    '/lab-profile/letterhead/:slot',
    {
      config: { permission: 'files.read' },
      schema: {
        tags: ['lab-profile'],
        summary: "The letterhead's header or footer image (404 when the lab has none)",
        params: LetterheadSlotParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await labProfile.openLetterhead({ actor: labActorOf(request), slot: request.params.slot }),
        'inline',
      ),
  );

  app.put(
    '/lab-profile/letterhead/:slot',
    {
      config: { permission: 'labProfile.manage' },
      schema: {
        tags: ['lab-profile'],
        summary:
          "Upload the letterhead's header or footer image, replacing the one it had (admin; multipart, part 'file': jpeg, jpg, png or gif, at most 2 MB)",
        consumes: ['multipart/form-data'],
        params: LetterheadSlotParams,
        querystring: LabProfileChangeQuery,
        response: { 200: Letterhead, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      labProfile.replaceLetterhead({
        actor: labActorOf(request),
        slot: request.params.slot,
        version: request.query.version,
        upload: await multipartUploadOf(request, letterheadKindOf(request.params.slot)),
      }),
  );

  app.delete(
    '/lab-profile/letterhead/:slot',
    {
      config: { permission: 'labProfile.manage' },
      schema: {
        tags: ['lab-profile'],
        summary: "Remove the letterhead's header or footer image (admin)",
        params: LetterheadSlotParams,
        querystring: LabProfileChangeQuery,
        response: { 200: Letterhead, ...errors },
      },
    },
    async (request) =>
      labProfile.removeLetterhead({
        actor: labActorOf(request),
        slot: request.params.slot,
        version: request.query.version,
      }),
  );
};
