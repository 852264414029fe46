import { ErrorResponse, PatientReportsList, ReportList, ReportListQuery } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const tags = ['reports'];

export const reportListsRoutes: AreaRoutes = async (app, { services }) => {
  const { reportLists } = services;

  app.get(
    '/reports',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          "The test-wise entry list (spec 002 §2 /test-wise): live reports of the caller's departments and branch, " +
          "billed within `from`..`to` (the lab's days), of the tab's stages; emergency first, then by the lab's sortingFlag",
        querystring: ReportListQuery,
        response: { 200: ReportList, ...errors },
      },
    },
    async (request) => reportLists.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/reports/patient-wise',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          'The patient-wise entry list (spec 002 §2 /patient-wise): patients with a report in the tab, emergency ' +
          'patients first, each with their reports and the patient-level status (spec 002 §4)',
        querystring: ReportListQuery,
        response: { 200: PatientReportsList, ...errors },
      },
    },
    async (request) => reportLists.listPatientWise({ actor: labActorOf(request), query: request.query }),
  );
};
