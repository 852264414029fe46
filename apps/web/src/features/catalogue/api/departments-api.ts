import {
  type CreateDepartment,
  Department,
  DepartmentList,
  type DepartmentListQuery,
  type UpdateDepartment,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/departments';

export const listDepartments = (query: DepartmentListQuery, signal?: AbortSignal) =>
  api.get(base, DepartmentList, { query, signal });

export const createDepartment = (body: CreateDepartment) => api.post(base, body, Department);

export const updateDepartment = (id: number, body: UpdateDepartment) => api.patch(`${base}/${id}`, body, Department);
