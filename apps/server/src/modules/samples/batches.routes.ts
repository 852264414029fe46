import {
  CreateSampleBatch,
  DecideSampleBatch,
  DocumentQuery,
  ErrorResponse,
  IdParams,
  NextBatchReference,
  SampleBatchChanged,
  SampleBatchDetail,
  SampleBatchList,
  SampleBatchListQuery,
} from '@lims/contract';
import { fallbackLanguage, isLanguageCode } from '@lims/domain';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendPdf } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['samples'];

export const batchesRoutes: AreaRoutes = async (app, { services }) => {
  const { sampleBatches, sampleBatchShipping } = services;

  app.get(
    '/sample-batches',
    {
      config: { permission: 'samples.batches' },
      schema: {
        tags,
        summary:
          "The lab's sample batches, newest first, filtered by status, day sent, organisation, branch or reference; " +
          "a collection centre's own only, a branch session's branch's only",
        querystring: SampleBatchListQuery,
        response: { 200: SampleBatchList, ...errors },
      },
    },
    async (request) => sampleBatches.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/sample-batches/next-reference',
    {
      config: { permission: 'samples.batches' },
      schema: {
        tags,
        summary:
          'The reference number the lab proposes for a new batch today (taken only when a batch is saved with it)',
        response: { 200: NextBatchReference, ...errors },
      },
    },
    async (request) => sampleBatches.nextReference({ actor: labActorOf(request) }),
  );

  app.get(
    '/sample-batches/:id',
    {
      config: { permission: 'samples.batches' },
      schema: {
        tags,
        summary: "A batch and the samples it carried; 404 when it is not the caller's to reach",
        params: IdParams,
        response: { 200: SampleBatchDetail, ...errors },
      },
    },
    async (request) => sampleBatches.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/sample-batches',
    {
      config: { permission: 'samples.batches' },
      schema: {
        tags,
        summary:
          "Make and send a batch of collected samples, all or none: 400 'selectMappedSamplesForBatch' when empty; " +
          "409 'sampleInAnotherBatch', 'sampleNotBatchable', 'batchReferenceExists' or 'batchManagementOff'",
        body: CreateSampleBatch,
        response: { 201: SampleBatchChanged, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sampleBatches.create({ actor: labActorOf(request), input: request.body })),
  );

  app.post(
    '/sample-batches/:id/decision',
    {
      config: { permission: 'samples.receiveBatch' },
      schema: {
        tags,
        summary:
          'Receive a sent batch (its samples received) or reject it with a reason (its samples leave it, still Collected); ' +
          "409 'batchAlreadyDecided' or 'staleRecord'",
        params: IdParams,
        body: DecideSampleBatch,
        response: { 200: SampleBatchChanged, ...errors },
      },
    },
    async (request) => sampleBatches.decide({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/sample-batches/:id/shipping.pdf',
    {
      config: { permission: 'samples.batches' },
      schema: {
        tags,
        summary: "The batch's shipping details (PDF): the lab, the batch, its samples and the hand-over signatures",
        params: IdParams,
        querystring: DocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const chosen = resolvedOf(request).account.preferences.language;
      const { fileName, pdf } = await sampleBatchShipping.pdf({
        actor: labActorOf(request),
        id: request.params.id,
        language: request.query.language ?? (isLanguageCode(chosen) ? chosen : fallbackLanguage),
      });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
