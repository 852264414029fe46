import {
  type CreateQcGroup,
  type ListQuery,
  QcChart,
  type QcChartQuery,
  QcGroup,
  QcGroupList,
  type QcGroupListQuery,
  QcHoldList,
  type QcHoldListQuery,
  QcHoldResolved,
  QcOptions,
  QcRunRecorded,
  type RecordQcRun,
  type ResolveQcHold,
  type UpdateQcGroup,
} from '@lims/contract';
import { api } from '../../../app/api-client';

/** The queries as sent, each default filled in; a flag left out is off. */
type GroupQuery = ListQuery<NonNullable<QcGroupListQuery['sort']>> & { departmentId?: number; includeDisabled?: true };
type ChartQuery = { testId: number } & Omit<QcChartQuery, 'testId'>;
type HoldQuery = ListQuery<NonNullable<QcHoldListQuery['sort']>> &
  Pick<QcHoldListQuery, 'state'> & { groupId?: number };

const base = '/api/v1/qc';

export const getQcOptions = (signal?: AbortSignal) => api.get(`${base}/options`, QcOptions, { signal });

export const listQcGroups = (query: GroupQuery, signal?: AbortSignal) =>
  api.get(`${base}/groups`, QcGroupList, { query, signal });

export const getQcGroup = (groupId: number, signal?: AbortSignal) =>
  api.get(`${base}/groups/${groupId}`, QcGroup, { signal });

export const createQcGroup = (body: CreateQcGroup) => api.post(`${base}/groups`, body, QcGroup);

export const updateQcGroup = (groupId: number, body: UpdateQcGroup) =>
  api.put(`${base}/groups/${groupId}`, body, QcGroup);

export const recordQcRun = (groupId: number, body: RecordQcRun) =>
  api.post(`${base}/groups/${groupId}/runs`, body, QcRunRecorded);

export const getQcChart = (groupId: number, query: ChartQuery, signal?: AbortSignal) =>
  api.get(`${base}/groups/${groupId}/chart`, QcChart, { query, signal });

export const listQcHolds = (query: HoldQuery, signal?: AbortSignal) =>
  api.get(`${base}/holds`, QcHoldList, { query, signal });

export const resolveQcHold = (holdId: number, body: ResolveQcHold) =>
  api.post(`${base}/holds/${holdId}/resolve`, body, QcHoldResolved);
