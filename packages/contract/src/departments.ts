import { z } from 'zod';
import { Name, Timestamp } from './common.js';

export const Department = z
  .object({ id: z.number().int(), name: z.string(), enabled: z.boolean(), createdAt: Timestamp, updatedAt: Timestamp })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof Department>;

export const DepartmentListQuery = z.object({
  includeDisabled: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type DepartmentListQuery = z.infer<typeof DepartmentListQuery>;

export const DepartmentList = z.object({ items: z.array(Department) });
export type DepartmentList = z.infer<typeof DepartmentList>;

export const CreateDepartment = z.object({ name: Name(80) });
export type CreateDepartment = z.infer<typeof CreateDepartment>;

export const UpdateDepartment = z
  .object({ name: Name(80).optional(), enabled: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.enabled !== undefined, { message: 'Nothing to update' });
export type UpdateDepartment = z.infer<typeof UpdateDepartment>;
