import { ErrorResponse, ShareOptions, ShareOptionsQuery, ShareRequest, ShareResult } from '@lims/contract';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportSharingRoutes: AreaRoutes = async (app, { services }) => {
  const { reportSharing } = services;

  app.post(
    '/reports/share',
    {
      // No route permission: the service refuses with the single share's or the multi share's own text (spec 001 §8 codes 2 and 6).
      schema: {
        tags,
        summary:
          'Share signed reports by e-mail or WhatsApp (spec 001 §7 Sharing): one report (`labReportId`) or the ' +
          'signed reports of some bills (`billIdList`), to the patient, the referring doctor, the organisation or ' +
          "other addresses. 403 shareNotAuthorised / shareMultiNotAuthorised (no permission, or the lab's " +
          'reportShareViaEmail off), 400 shareInvalidRecipient, checkPatientEmail, shareConfirmationMissing, ' +
          'patientHasNoMobile, 409 noSignedReportsFound, whatsappReportsOff, noWhatsappCredits',
        body: ShareRequest,
        response: { 200: ShareResult, ...errors },
      },
    },
    async (request) => reportSharing.share({ actor: resolvedOf(request).actor, input: request.body }),
  );

  app.get(
    '/reports/share-options',
    {
      config: { permission: 'reports.share' },
      schema: {
        tags,
        summary:
          "What the Share Report modal shows (spec 001 §2): the recipients' names and e-mails, the signed and due " +
          "reports, the lab's sharing settings, WhatsApp's availability and credits; for `labReportId` or `billIdList`",
        querystring: ShareOptionsQuery,
        response: { 200: ShareOptions, ...errors },
      },
    },
    async (request) => reportSharing.options({ actor: labActorOf(request), query: request.query }),
  );
};
