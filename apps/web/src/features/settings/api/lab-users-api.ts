import {
  type CreateLabUser,
  LabUser,
  LabUserList,
  type LabUserListQuery,
  type ResetLabUserPassword,
  type UpdateLabUser,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/lab-users';

export const listLabUsers = (query: LabUserListQuery, signal?: AbortSignal) =>
  api.get(base, LabUserList, { query, signal });

export const getLabUser = (id: number, signal?: AbortSignal) => api.get(`${base}/${id}`, LabUser, { signal });

export const createLabUser = (body: CreateLabUser) => api.post(base, body, LabUser);

export const updateLabUser = (id: number, body: UpdateLabUser) => api.patch(`${base}/${id}`, body, LabUser);

export const resetLabUserPassword = (id: number, body: ResetLabUserPassword) =>
  api.command(`${base}/${id}/password`, 'POST', body);
