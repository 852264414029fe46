import { ErrorResponse, IdParams, ReportSampleTimelineParams, SampleTimeline } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** A sample's tracking timeline (spec 001 §2, spec 002 §2), by the sample or by one of its reports. */
export const trackingRoutes: AreaRoutes = async (app, { services }) => {
  const { sampleTracking } = services;

  app.get(
    '/samples/:id/timeline',
    {
      config: { permission: 'samples.view' },
      schema: {
        tags: ['samples'],
        summary:
          "A sample's tracking: its steps marked IN, OUT, Skipped, Sent Back or Pending, each with its audited events",
        params: IdParams,
        response: { 200: SampleTimeline, ...errors },
      },
    },
    async (request) => sampleTracking.timeline({ actor: labActorOf(request), id: request.params.id }),
  );

  app.get(
    '/reports/:labReportId/sample-timeline',
    {
      config: { permission: 'samples.view' },
      schema: {
        tags: ['samples'],
        summary:
          "The tracking of a lab report's sample (the link #/sample-preparation/{processId}/{stepId}/{labReportId})",
        params: ReportSampleTimelineParams,
        response: { 200: SampleTimeline, ...errors },
      },
    },
    async (request) =>
      sampleTracking.timelineOfReport({ actor: labActorOf(request), labReportId: request.params.labReportId }),
  );
};
