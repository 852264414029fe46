import {
  Branch,
  BranchList,
  type BranchListQuery,
  BranchManagement,
  BranchManagementChanged,
  type CreateBranch,
  type UpdateBranch,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/branches';

export const listBranches = (query: BranchListQuery, signal?: AbortSignal) =>
  api.get(base, BranchList, { query, signal });

export const createBranch = (body: CreateBranch) => api.post(base, body, Branch);

export const updateBranch = (id: number, body: UpdateBranch) => api.patch(`${base}/${id}`, body, Branch);

export const getBranchManagement = (signal?: AbortSignal) =>
  api.get(`${base}/management`, BranchManagement, { signal });

export const setBranchManagement = (body: BranchManagement) =>
  api.put(`${base}/management`, body, BranchManagementChanged);
