import { collectionCentreTypes, dashboardLabels, passwordMaximumLength } from '@lims/domain';
import { z } from 'zod';
import { Name, Timestamp } from './common.js';

const CollectionCentreType = z.union([
  z.literal(collectionCentreTypes.none),
  z.literal(collectionCentreTypes.collectionCentre),
]);

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(150)
  .regex(/^[a-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only');

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
    enabled: z.boolean(),
    departmentIds: z.array(z.number().int()),
    dashboardLabel: z.enum(dashboardLabels),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'LabUser' });
export type LabUser = z.infer<typeof LabUser>;

export const LabUserList = z.object({ items: z.array(LabUser) });
export type LabUserList = z.infer<typeof LabUserList>;

const editableFields = {
  fullName: Name(150),
  email: z.email().max(254).nullable(),
  contact: z
    .string()
    .trim()
    .regex(/^[0-9]{7,13}$/, 'Please enter valid number.')
    .nullable(),
  admin: z.boolean(),
  financeManager: z.boolean(),
  sampleAccess: z.boolean(),
  labAccess: z.boolean(),
  isReferral: z.boolean(),
  isCollectionCenter: CollectionCentreType,
  departmentIds: z.array(z.number().int().positive()).max(500),
};

export const CreateLabUser = z.object({
  username: Username,
  password: z.string().max(passwordMaximumLength),
  fullName: editableFields.fullName,
  email: editableFields.email.default(null),
  contact: editableFields.contact.default(null),
  admin: z.boolean().default(false),
  financeManager: z.boolean().default(false),
  sampleAccess: z.boolean().default(false),
  labAccess: z.boolean().default(false),
  isReferral: z.boolean().default(false),
  isCollectionCenter: CollectionCentreType.default(collectionCentreTypes.none),
  departmentIds: editableFields.departmentIds.default([]),
});
export type CreateLabUser = z.input<typeof CreateLabUser>;
export type CreateLabUserParsed = z.output<typeof CreateLabUser>;

export const UpdateLabUser = z
  .object({ ...editableFields, enabled: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateLabUser = z.infer<typeof UpdateLabUser>;

export const ResetLabUserPassword = z.object({ password: z.string().max(passwordMaximumLength) });
export type ResetLabUserPassword = z.infer<typeof ResetLabUserPassword>;
