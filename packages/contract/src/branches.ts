import { z } from 'zod';
import { Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { Name, Text } from './text.js';

/** A lab's branch (child centre, spec 001 §6): its users, bills and samples belong to it. */
export const Branch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    enabled: z.boolean(),
    version: Version,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof Branch>;

/** The branches list: enabled ones unless `includeDisabled=true`. */
export const BranchListQuery = listQuery(['name', 'code', 'createdAt']).extend({ includeDisabled: QueryFlag });
export type BranchListQuery = z.infer<typeof BranchListQuery>;

export const BranchList = page(Branch);
export type BranchList = z.infer<typeof BranchList>;

const branchFields = {
  name: Name(120),
  code: Text({ max: 20, min: 0 }).nullish(),
  address: Text({ max: 300, min: 0, multiline: true }).nullish(),
  /** spec 000 §5 phone validation, as a lab user's contact. */
  contact: z
    .string()
    .trim()
    .regex(/^[0-9]{7,13}$/, 'invalidNumber')
    .nullish(),
};

export const CreateBranch = z.object(branchFields);
export type CreateBranch = z.input<typeof CreateBranch>;

/** Any of the fields, a disable or an enable, with the `version` the change was made from. */
export const UpdateBranch = z
  .object(branchFields)
  .partial()
  .extend({ enabled: z.boolean().optional(), version: Version })
  .refine((value) => Object.entries(value).some(([key, field]) => key !== 'version' && field !== undefined), {
    error: 'nothingToUpdate',
  });
export type UpdateBranch = z.input<typeof UpdateBranch>;

/** The lab's branch management switch (spec 001 §6 'branch management is on'). */
export const BranchManagement = z.object({ enabled: z.boolean() }).meta({ id: 'BranchManagement' });
export type BranchManagement = z.infer<typeof BranchManagement>;

/**
 * The switch after a change. Branch management needs a branch to put bills in: turning it on in
 * a lab without one makes 'Main branch', answered here so the admin is told.
 */
export const BranchManagementChanged = BranchManagement.extend({ createdBranch: Branch.nullable() }).meta({
  id: 'BranchManagementChanged',
});
export type BranchManagementChanged = z.infer<typeof BranchManagementChanged>;
