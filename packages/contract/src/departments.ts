import { z } from 'zod';
import { Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { Name } from './text.js';

export const Department = z
  .object({
    id: z.number().int(),
    name: z.string(),
    enabled: z.boolean(),
    version: Version,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof Department>;

/** The departments list: enabled ones unless `includeDisabled=true`. */
export const DepartmentListQuery = listQuery(['name', 'createdAt']).extend({ includeDisabled: QueryFlag });
export type DepartmentListQuery = z.infer<typeof DepartmentListQuery>;

export const DepartmentList = page(Department);
export type DepartmentList = z.infer<typeof DepartmentList>;

export const CreateDepartment = z.object({ name: Name(80) });
export type CreateDepartment = z.infer<typeof CreateDepartment>;

/** A rename, a disable or an enable, with the `version` the change was made from. */
export const UpdateDepartment = z
  .object({ name: Name(80).optional(), enabled: z.boolean().optional(), version: Version })
  .refine((value) => value.name !== undefined || value.enabled !== undefined, { error: 'nothingToUpdate' });
export type UpdateDepartment = z.infer<typeof UpdateDepartment>;
