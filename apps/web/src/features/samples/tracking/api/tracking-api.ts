import { SampleTimeline } from '@lims/contract';
import { api } from '../../../../app/api-client';

/** A sample's tracking timeline (`GET /api/v1/samples/{id}/timeline`). */
export const getSampleTimeline = (sampleId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/samples/${sampleId}/timeline`, SampleTimeline, { signal });

/** The timeline of a lab report's sample (`GET /api/v1/reports/{labReportId}/sample-timeline`). */
export const getReportSampleTimeline = (labReportId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/reports/${labReportId}/sample-timeline`, SampleTimeline, { signal });
