import {
  CommentReports,
  ErrorResponse,
  MarkReportDone,
  MarkReportException,
  ReportEntry,
  ReportIdParams,
  ReportsOutcome,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportActionsRoutes: AreaRoutes = async (app, { services }) => {
  const { reportActions, reportEntry } = services;

  app.post(
    '/reports/:id/exception',
    {
      config: { permission: 'reports.manage' },
      schema: {
        tags,
        summary:
          'The report marked In Question, On Hold or Not Performed with a comment, or Resolved with the ' +
          'resolution comment; one open exception at a time',
        params: ReportIdParams,
        body: MarkReportException,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportActions.markException({ actor, reportId: request.params.id, input: request.body });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/reports/:id/mark-done',
    {
      config: { permission: 'reports.manage' },
      schema: {
        tags,
        summary:
          'The report marked as done and dismissed from the lists, with its comments; 409 markDoneFailed when ' +
          'it is signed or dispatched',
        params: ReportIdParams,
        body: MarkReportDone,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportActions.markDone({ actor, reportId: request.params.id, input: request.body });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/reports/comments',
    {
      config: { permission: 'reports.manage' },
      schema: {
        tags,
        summary: 'One comment on several reports, each from the version read, all or none',
        body: CommentReports,
        response: { 200: ReportsOutcome, ...errors },
      },
    },
    async (request) => reportActions.comment({ actor: labActorOf(request), input: request.body }),
  );
};
