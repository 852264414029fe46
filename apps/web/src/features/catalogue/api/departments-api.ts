import { type CreateDepartment, Department, DepartmentList, type UpdateDepartment } from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/departments';

/** Disabled departments included: the settings page manages them too. */
export const listDepartments = (signal?: AbortSignal) =>
  api.get(base, DepartmentList, { query: { includeDisabled: true }, signal });

export const createDepartment = (body: CreateDepartment) => api.post(base, body, Department);

export const updateDepartment = (id: number, body: UpdateDepartment) => api.patch(`${base}/${id}`, body, Department);
