import {
  type CollectSamples,
  DepartmentList,
  type DismissSample,
  type ListQuery,
  type ReceiveSamples,
  type RedoSample,
  type RedrawSample,
  type ReEnableSample,
  type RejectSample,
  SampleList,
  type SampleListQuery,
  SamplesChanged,
  type UncollectSample,
} from '@lims/contract';
import type { SampleStatus } from '@lims/domain';
import { api } from '../../../app/api-client';

const base = '/api/v1/samples';

export type SampleSortKey = NonNullable<SampleListQuery['sort']>;
/** The pending list's status filter (contract `SampleListStatus`): the default, one status, or all. */
export type SampleListStatus = 'pending' | 'all' | SampleStatus;
/** The list's own filters, sent beside the paging (the server filters, nothing is filtered here). */
export type SampleFilters = {
  status?: SampleListStatus;
  /** The lab's calendar days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  departmentId?: number;
  organisationId?: number;
};
type SampleListCall = ListQuery<SampleSortKey> & SampleFilters;

/** spec 002 §7 getPendingSampleList: Not Collected and Collected, or the status asked for. */
export const listSamples = (query: SampleListCall, signal?: AbortSignal) =>
  api.get(base, SampleList, { query, signal });

/** spec 002 §7 getRejectedSamples. */
export const listRejectedSamples = (query: SampleListCall, signal?: AbortSignal) =>
  api.get(`${base}/rejected`, SampleList, { query, signal });

/** spec 002 §7 collect-report (labReportIdList, collectedTime). */
export const collectSamples = (body: CollectSamples) => api.post(`${base}/collect`, body, SamplesChanged);

export const receiveSamples = (body: ReceiveSamples) => api.post(`${base}/receive`, body, SamplesChanged);

const sampleCall =
  <Body>(action: string) =>
  (id: number, body: Body) =>
    api.post(`${base}/${id}/${action}`, body, SamplesChanged);

/** spec 002 §7 uncollectSample. */
export const uncollectSample = sampleCall<UncollectSample>('uncollect');
export const rejectSample = sampleCall<RejectSample>('reject');
/** spec 002 §7 enableRejectedSamples. */
export const reEnableSample = sampleCall<ReEnableSample>('re-enable');
/** spec 002 §7 dismissSample. */
export const dismissSample = sampleCall<DismissSample>('dismiss');
/** spec 002 §7 redrawOperationReport. */
export const redrawSample = sampleCall<RedrawSample>('redraw');
/** spec 002 §7 redoOperationReport. */
export const redoSample = sampleCall<RedoSample>('redo');

/** The lab's departments for the list's filter, by name. */
export const listDepartmentChoices = async (signal?: AbortSignal) =>
  (await api.get('/api/v1/departments', DepartmentList, { query: { sort: 'name', limit: 200 }, signal })).items;
