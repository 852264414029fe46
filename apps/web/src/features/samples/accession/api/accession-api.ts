import {
  AccessionList,
  AccessionResult,
  type AccessionSamples,
  AccessionSettings,
  accessionListPath,
  accessionSettingsPath,
  ManualSampleIdCheck,
  manualSampleIdCheckPath,
  SampleDateUpdated,
  type UpdateAccessionSettings,
  type UpdateSampleDate,
} from '@lims/contract';
import { api } from '../../../../app/api-client';

export const accessionSamples = (body: AccessionSamples) =>
  api.post('/api/v1/samples/accession', body, AccessionResult);

export const checkManualSampleId = (sampleId: string, exceptSampleId: number, signal?: AbortSignal) =>
  api.get(manualSampleIdCheckPath, ManualSampleIdCheck, { query: { sampleId, exceptSampleId }, signal });

export const updateSampleDate = (sampleId: number, body: UpdateSampleDate) =>
  api.put(`/api/v1/samples/${sampleId}/dates`, body, SampleDateUpdated);

/** The bulk-edit screen's query: a range of the lab's days and a page. */
export type AccessionListFilters = {
  from?: string;
  to?: string;
  search?: string;
  limit?: number;
  offset?: number;
};

export const listAccessions = (query: AccessionListFilters, signal?: AbortSignal) =>
  api.get(accessionListPath, AccessionList, { query, signal });

export const getAccessionSettings = (signal?: AbortSignal) =>
  api.get(accessionSettingsPath, AccessionSettings, { signal });

export const saveAccessionSettings = (body: UpdateAccessionSettings) =>
  api.put(accessionSettingsPath, body, AccessionSettings);
