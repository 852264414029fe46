import {
  BillSample,
  CollectSample,
  CollectSamples,
  DismissSample,
  ErrorResponse,
  IdParams,
  ReceiveSamples,
  RedoSample,
  RedrawSample,
  ReEnableSample,
  RejectSample,
  SampleList,
  SampleListQuery,
  SamplesChanged,
  UncollectSample,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['samples'];

export const samplesRoutes: AreaRoutes = async (app, { services }) => {
  const { samples } = services;

  app.get(
    '/samples',
    {
      config: { permission: 'samples.view' },
      schema: {
        tags,
        summary:
          "The lab's samples, newest first: the pending ones (Not Collected, Collected) unless `status` says otherwise, " +
          "filtered by day, department, organisation, branch, bill, sample type or text; a collection centre's own only",
        querystring: SampleListQuery,
        response: { 200: SampleList, ...errors },
      },
    },
    async (request) => samples.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/samples/rejected',
    {
      config: { permission: 'samples.view' },
      schema: {
        tags,
        summary: 'The rejected samples, to enable again (spec 002 getRejectedSamples)',
        querystring: SampleListQuery,
        response: { 200: SampleList, ...errors },
      },
    },
    async (request) => samples.listRejected({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/patients/:id/samples',
    {
      config: { permission: 'samples.view' },
      schema: {
        tags,
        summary: "A patient's samples: the pending ones unless `status` says otherwise (`received` for the received)",
        params: IdParams,
        querystring: SampleListQuery,
        response: { 200: SampleList, ...errors },
      },
    },
    async (request) =>
      samples.listForPatient({ actor: labActorOf(request), patientId: request.params.id, query: request.query }),
  );

  app.post(
    '/samples/collect',
    {
      config: { permission: 'samples.collect' },
      schema: {
        tags,
        summary:
          "Collect samples (one, several or a bill's) at the time given, all or none; " +
          "409 'sampleNotCollectable' when one is not waiting, 'staleRecord' when its version has moved on",
        body: CollectSamples,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({ samples: await samples.collect({ actor: labActorOf(request), input: request.body }) }),
  );

  app.post(
    '/samples/:id/collect',
    {
      config: { permission: 'samples.collect' },
      schema: {
        tags,
        summary: "Mark a bill's sample collected now; 409 when it is not waiting or its version has moved on",
        params: IdParams,
        body: CollectSample,
        response: { 200: BillSample, ...errors },
      },
    },
    async (request) =>
      samples.collectOne({ actor: labActorOf(request), id: request.params.id, version: request.body.version }),
  );

  app.post(
    '/samples/:id/uncollect',
    {
      config: { permission: 'samples.collect' },
      schema: {
        tags,
        summary: "A collected sample not yet received goes back to Not Collected; 409 'sampleNotUncollectable' else",
        params: IdParams,
        body: UncollectSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.uncollect({
        actor: labActorOf(request),
        id: request.params.id,
        version: request.body.version,
      }),
    }),
  );

  app.post(
    '/samples/receive',
    {
      config: { permission: 'samples.receive' },
      schema: {
        tags,
        summary: "Receive collected samples at the lab, all or none; 409 'sampleNotReceived' for one not collected",
        body: ReceiveSamples,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({ samples: await samples.receive({ actor: labActorOf(request), input: request.body }) }),
  );

  app.post(
    '/samples/:id/reject',
    {
      config: { permission: 'samples.manage' },
      schema: {
        tags,
        summary: "Reject a collected or received sample, with the reason; 409 'sampleNotRejectable' else",
        params: IdParams,
        body: RejectSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.reject({ actor: labActorOf(request), id: request.params.id, input: request.body }),
    }),
  );

  app.post(
    '/samples/:id/re-enable',
    {
      config: { permission: 'samples.manage' },
      schema: {
        tags,
        summary: "A rejected sample goes back to be drawn again; 409 'sampleNotRejected' else",
        params: IdParams,
        body: ReEnableSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.reEnable({
        actor: labActorOf(request),
        id: request.params.id,
        version: request.body.version,
      }),
    }),
  );

  app.post(
    '/samples/:id/dismiss',
    {
      config: { permission: 'samples.manage' },
      schema: {
        tags,
        summary: "Dismiss a sample no test needs; 409 'sampleAlreadyWithdrawn' when it is dismissed or cancelled",
        params: IdParams,
        body: DismissSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.dismiss({ actor: labActorOf(request), id: request.params.id, input: request.body }),
    }),
  );

  app.post(
    '/samples/:id/redraw',
    {
      config: { permission: 'samples.manage' },
      schema: {
        tags,
        summary:
          "'Sample Redrawn' (flag 1): a received or rejected sample is to be drawn again, with comments, " +
          "the patient's contact and the appointment; 409 'sampleNotRedrawable' else",
        params: IdParams,
        body: RedrawSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.redraw({ actor: labActorOf(request), id: request.params.id, input: request.body }),
    }),
  );

  app.post(
    '/samples/:id/redo',
    {
      config: { permission: 'samples.manage' },
      schema: {
        tags,
        summary: "'Report Redone' (flag 2) for a received sample, with comments; 409 'sampleNotRedoable' else",
        params: IdParams,
        body: RedoSample,
        response: { 200: SamplesChanged, ...errors },
      },
    },
    async (request) => ({
      samples: await samples.redo({ actor: labActorOf(request), id: request.params.id, input: request.body }),
    }),
  );
};
