import { useQuery } from '@tanstack/react-query';
import { getReportSampleTimeline, getSampleTimeline } from '../api/tracking-api';

/** The sample-tracking query keys; nothing outside this file builds them. */
export const sampleTrackingKeys = {
  all: ['sample-tracking'] as const,
  sample: (sampleId: number) => [...sampleTrackingKeys.all, 'sample', sampleId] as const,
  report: (labReportId: number) => [...sampleTrackingKeys.all, 'report', labReportId] as const,
};

/** A sample's timeline, read when the tracking opens (`enabled`) and again each time it does. */
export function useSampleTimeline(sampleId: number, enabled: boolean) {
  return useQuery({
    queryKey: sampleTrackingKeys.sample(sampleId),
    queryFn: ({ signal }) => getSampleTimeline(sampleId, signal),
    enabled,
    // A sample moves while the page is open: every opening shows where it is now.
    staleTime: 0,
  });
}

/** The timeline of a lab report's sample (the sample-preparation link). */
export function useReportSampleTimeline(labReportId: number) {
  return useQuery({
    queryKey: sampleTrackingKeys.report(labReportId),
    queryFn: ({ signal }) => getReportSampleTimeline(labReportId, signal),
  });
}
