import {
  AccessionList,
  AccessionListQuery,
  AccessionResult,
  AccessionSamples,
  AccessionSettings,
  ErrorResponse,
  IdParams,
  ManualSampleIdCheck,
  ManualSampleIdCheckQuery,
  SampleDateUpdated,
  UpdateAccessionSettings,
  UpdateSampleDate,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['samples'];

/** Accession (spec 002 §7 'Samples and accession'; decision 0032). */
export const accessionRoutes: AreaRoutes = async (app, { services }) => {
  const { accession } = services;

  app.post(
    '/samples/accession',
    {
      config: { permission: 'samples.accession' },
      schema: {
        tags,
        summary:
          'Accession one sample or many, all or none: each takes the next accession number unless it has one; ' +
          '409 manualSampleIdExists, sampleNotAccessionable or on a moved version',
        body: AccessionSamples,
        response: { 200: AccessionResult, ...errors },
      },
    },
    async (request) => ({ samples: await accession.accession({ actor: labActorOf(request), input: request.body }) }),
  );

  app.get(
    '/samples/manual-sample-id-check',
    {
      config: { permission: 'samples.accession' },
      schema: {
        tags,
        summary: "Whether a manual sample id is free among the lab's manual and automatic sample ids",
        querystring: ManualSampleIdCheckQuery,
        response: { 200: ManualSampleIdCheck, ...errors },
      },
    },
    async (request) =>
      accession.checkManualSampleId({
        actor: labActorOf(request),
        sampleId: request.query.sampleId,
        exceptSampleId: request.query.exceptSampleId,
      }),
  );

  app.get(
    '/samples/accessions',
    {
      config: { permission: 'samples.accession' },
      schema: {
        tags,
        summary:
          'The drawn and received samples of a range of days, with their accession numbers and dates (bulk edit)',
        querystring: AccessionListQuery,
        response: { 200: AccessionList, ...errors },
      },
    },
    async (request) => accession.list({ actor: labActorOf(request), query: request.query }),
  );

  app.put(
    '/samples/:id/dates',
    {
      config: { permission: 'samples.accession' },
      schema: {
        tags,
        summary:
          "Correct a sample's collection, receipt or accession date; 400 selectADate without one, " +
          'collectionTimeInFuture for a time to come',
        params: IdParams,
        body: UpdateSampleDate,
        response: { 200: SampleDateUpdated, ...errors },
      },
    },
    async (request) => accession.updateDate({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/accession-settings',
    {
      config: { permission: 'accession.settings' },
      schema: {
        tags,
        summary: "The lab's accession numbering, and support's accession flags read-only (admin)",
        response: { 200: AccessionSettings, ...errors },
      },
    },
    async (request) => accession.getSettings({ actor: labActorOf(request) }),
  );

  app.put(
    '/accession-settings',
    {
      config: { permission: 'accession.settings' },
      schema: {
        tags,
        summary: "Replace the lab's accession numbering (admin); 409 on a stale version",
        body: UpdateAccessionSettings,
        response: { 200: AccessionSettings, ...errors },
      },
    },
    async (request) => accession.updateSettings({ actor: labActorOf(request), input: request.body }),
  );
};
