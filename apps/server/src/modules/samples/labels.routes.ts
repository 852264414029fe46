import {
  BarcodeSettings,
  ErrorResponse,
  PrintSampleLabels,
  SampleLabelsQuery,
  UpdateBarcodeSettings,
} from '@lims/contract';
import { fallbackLanguage, isLanguageCode, type LanguageCode } from '@lims/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * A PDF opens in the browser's tab to print; ZPL is saved and sent to the label printer. Labels
 * carry personal data: never kept by a proxy.
 */
const sendLabels = (reply: FastifyReply, file: { fileName: string; contentType: string; body: Buffer }) =>
  reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      contentDisposition(file.contentType === 'application/pdf' ? 'inline' : 'attachment', file.fileName),
    )
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);

/** The captions' language: the one asked for, else the one the caller chose for the interface. */
const languageOf = (request: FastifyRequest, asked: LanguageCode | undefined): LanguageCode => {
  const chosen = resolvedOf(request).account.preferences.language;
  return asked ?? (isLanguageCode(chosen) ? chosen : fallbackLanguage);
};

const labelsSummary =
  "Barcode labels of these samples, one each (Code 128 of the sample id): a PDF of 50 × 25 mm pages (application/pdf, inline) or ZPL II for a label printer (text/plain, attachment); 404 when any id is not the caller's to reach";

export const labelsRoutes: AreaRoutes = async (app, { services }) => {
  const { sampleLabels } = services;

  app.post(
    '/samples/labels',
    {
      config: { permission: 'samples.labels' },
      schema: { tags: ['samples'], summary: labelsSummary, body: PrintSampleLabels, response: errors },
    },
    async (request, reply) =>
      sendLabels(
        reply,
        await sampleLabels.print({
          actor: labActorOf(request),
          input: request.body,
          language: languageOf(request, request.body.language),
        }),
      ),
  );

  app.get(
    '/samples/labels',
    {
      config: { permission: 'samples.labels' },
      schema: {
        tags: ['samples'],
        summary: `${labelsSummary}. The same as the POST, from a link: sampleIds comma-separated`,
        querystring: SampleLabelsQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendLabels(
        reply,
        await sampleLabels.print({
          actor: labActorOf(request),
          input: request.query,
          language: languageOf(request, request.query.language),
        }),
      ),
  );

  app.get(
    '/barcode-settings',
    {
      config: { permission: 'samples.labels' },
      schema: {
        tags: ['samples'],
        summary: "The lab's barcode settings (spec 002 §3) and print protocol, with the settings' version",
        response: { 200: BarcodeSettings, ...errors },
      },
    },
    async (request) => sampleLabels.getSettings({ actor: labActorOf(request) }),
  );

  app.put(
    '/barcode-settings',
    {
      config: { permission: 'accession.settings' },
      schema: {
        tags: ['samples'],
        summary: "Change the lab's barcode settings; 409 when the settings' version has moved on",
        body: UpdateBarcodeSettings,
        response: { 200: BarcodeSettings, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => sampleLabels.updateSettings({ actor: labActorOf(request), input: request.body }),
  );
};
