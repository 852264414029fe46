import {
  ErrorResponse,
  PatientTrends,
  PatientTrendsPdfQuery,
  PatientTrendsQuery,
  TrendsSettings,
} from '@lims/contract';
import { fallbackLanguage, isLanguageCode } from '@lims/domain';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendPdf } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

/** Patient Trends (spec 001 §2 'Patient Trends', §7 'v4/fetch-data-for-trends/') and the frame's Save Settings. */
export const patientTrendsRoutes: AreaRoutes = async (app, { services }) => {
  const { patientTrends } = services;

  app.get(
    '/patient-trends',
    {
      config: { permission: 'reports.trends' },
      schema: {
        tags,
        summary:
          "A patient's numeric results of signed reports as series over time, by one of labReportId, labBillId or " +
          'labPatientId; flag 1 full (every series), 0 compact (series of two points or more); the series the lab hides marked',
        querystring: PatientTrendsQuery,
        response: { 200: PatientTrends, ...errors },
      },
    },
    async (request) => patientTrends.get({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/patient-trends/pdf',
    {
      config: { permission: 'reports.trends' },
      schema: {
        tags,
        summary:
          "The 'Patient Trends Report' PDF: a chart per series with its reference band (compact: three to a row; " +
          'full: one to a row with its values), the hidden series left out, in the caller’s language unless another is asked for',
        querystring: PatientTrendsPdfQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const chosen = resolvedOf(request).account.preferences.language;
      const { language, ...query } = request.query;
      const { fileName, pdf } = await patientTrends.pdf({
        actor: labActorOf(request),
        query,
        language: language ?? (isLanguageCode(chosen) ? chosen : fallbackLanguage),
      });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/settings/trends',
    {
      config: { permission: 'reports.trends' },
      schema: {
        tags,
        summary: 'The series keys the lab hides in Patient Trends, with the lab settings’ version',
        response: { 200: TrendsSettings, ...errors },
      },
    },
    async (request) => patientTrends.getSettings({ actor: labActorOf(request) }),
  );

  app.put(
    '/settings/trends',
    {
      config: { permission: 'reports.trends' },
      schema: {
        tags,
        summary: "The trends frame's Save Settings: the series keys the lab hides; 409 when a sent version is stale",
        body: TrendsSettings,
        response: { 200: TrendsSettings, ...errors },
      },
    },
    async (request) => patientTrends.saveSettings({ actor: labActorOf(request), input: request.body }),
  );
};
