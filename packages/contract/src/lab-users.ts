import { collectionCentreTypes, dashboardLabels } from '@lims/domain';
import { z } from 'zod';
import { Password } from './auth.js';
import { Timestamp, Version } from './common.js';
import { listQuery, page } from './lists.js';
import { Name } from './text.js';

const CollectionCentreType = z.union([
  z.literal(collectionCentreTypes.none),
  z.literal(collectionCentreTypes.collectionCentre),
]);

/** spec 000 §6: privilege card management is a numeric permission: 0 none, 1 assign cards, 2 also manage card types. */
export const PrivilegeCardAccess = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PrivilegeCardAccess = z.infer<typeof PrivilegeCardAccess>;

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(150)
  .regex(/^[a-z0-9._@-]+$/, 'usernameCharacters');

export const LabUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    contact: z.string().nullable(),
    admin: z.boolean(),
    financeManager: z.boolean(),
    sampleAccess: z.boolean(),
    labAccess: z.boolean(),
    isReferral: z.boolean(),
    isCollectionCenter: CollectionCentreType,
    isRootUser: z.boolean(),
    privilegeCardAccess: PrivilegeCardAccess,
    discountApproval: z.boolean(),
    enabled: z.boolean(),
    departmentIds: z.array(z.number().int()),
    /** spec 001 §6: the branch the user works in; null: none (all branches). */
    branchId: z.number().int().nullable(),
    dashboardLabel: z.enum(dashboardLabels),
    version: Version,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'LabUser' });
export type LabUser = z.infer<typeof LabUser>;

/** The flags a list of lab users can be narrowed to: users who have that flag. */
export const labUserFlags = [
  'admin',
  'financeManager',
  'sampleAccess',
  'labAccess',
  'isReferral',
  'isCollectionCenter',
  'privilegeCardAccess',
  'discountApproval',
] as const;
export type LabUserFlag = (typeof labUserFlags)[number];

export const LabUserListQuery = listQuery(['fullName', 'username', 'createdAt']).extend({
  /** Absent: enabled and disabled users alike. */
  enabled: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  flag: z.enum(labUserFlags).optional(),
});
export type LabUserListQuery = z.infer<typeof LabUserListQuery>;

export const LabUserList = page(LabUser);
export type LabUserList = z.infer<typeof LabUserList>;

const editableFields = {
  fullName: Name(150),
  email: z.email({ error: 'invalidEmail' }).max(254).nullable(),
  /** spec 000 §5 phone validation. */
  contact: z
    .string()
    .trim()
    .regex(/^[0-9]{7,13}$/, 'invalidNumber')
    .nullable(),
  admin: z.boolean(),
  financeManager: z.boolean(),
  sampleAccess: z.boolean(),
  labAccess: z.boolean(),
  isReferral: z.boolean(),
  isCollectionCenter: CollectionCentreType,
  privilegeCardAccess: PrivilegeCardAccess,
  /** spec 000 §6: discount approval is a boolean permission. */
  discountApproval: z.boolean(),
  departmentIds: z.array(z.number().int().positive()).max(500),
  branchId: z.number().int().positive().nullable(),
};

export const CreateLabUser = z.object({
  username: Username,
  password: Password,
  fullName: editableFields.fullName,
  email: editableFields.email.default(null),
  contact: editableFields.contact.default(null),
  admin: z.boolean().default(false),
  financeManager: z.boolean().default(false),
  sampleAccess: z.boolean().default(false),
  labAccess: z.boolean().default(false),
  isReferral: z.boolean().default(false),
  isCollectionCenter: CollectionCentreType.default(collectionCentreTypes.none),
  privilegeCardAccess: PrivilegeCardAccess.default(0),
  discountApproval: z.boolean().default(false),
  departmentIds: editableFields.departmentIds.default([]),
  branchId: editableFields.branchId.default(null),
});
export type CreateLabUser = z.input<typeof CreateLabUser>;
export type CreateLabUserParsed = z.output<typeof CreateLabUser>;

/** Any of the editable fields, with the `version` the change was made from. */
export const UpdateLabUser = z
  .object({ ...editableFields, enabled: z.boolean() })
  .partial()
  .extend({ version: Version })
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), { error: 'nothingToUpdate' });
export type UpdateLabUser = z.infer<typeof UpdateLabUser>;

export const ResetLabUserPassword = z.object({ password: Password });
export type ResetLabUserPassword = z.infer<typeof ResetLabUserPassword>;
