import { collectionCentreTypes, dashboardLabels, languageCodes, loginKinds, supportRights } from '@lims/domain';
import { z } from 'zod';
import { Region } from './regions.js';

export const StatusNotificationPosition = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const SessionDepartment = z.object({ id: z.number().int(), name: z.string() });
export type SessionDepartment = z.infer<typeof SessionDepartment>;

/** A branch (child centre, spec 001 §6) the user may work in. */
export const SessionBranch = z.object({ id: z.number().int(), name: z.string() });
export type SessionBranch = z.infer<typeof SessionBranch>;

export const UserFlags = z.object({
  admin: z.boolean(),
  financeManager: z.boolean(),
  sampleAccess: z.boolean(),
  labAccess: z.boolean(),
  /** spec 000 §6: 0 none, 1 assign privilege cards, 2 also manage card types. */
  privilegeCardAccess: z.number().int().min(0).max(2),
  discountApproval: z.boolean(),
});
export type UserFlags = z.infer<typeof UserFlags>;

export const LinkedIdentity = z.object({ kind: z.enum(loginKinds), name: z.string() });

/**
 * spec 000 §3 "Session data". Field names are the spec's, kept at the API edge because every
 * later screen reads them (`registration_general_settings`, `dicom_viewer_url` included).
 */
export const SessionData = z
  .object({
    kind: z.enum(loginKinds),
    labId: z.number().int().nullable(),
    /** The lab a doctor identity belongs to; null for other identities. */
    docLabId: z.number().int().nullable(),
    labName: z.string().nullable(),
    currency: z.string(),
    /** Dial code, digits only ('91'). */
    countryCode: z.string(),
    /** ISO 3166-1 alpha-2 ('IN'). */
    countryIsoCode: z.string(),
    timeZone: z.string(),
    isCollectionCenter: z.union([
      z.literal(collectionCentreTypes.none),
      z.literal(collectionCentreTypes.collectionCentre),
    ]),
    admin: z.boolean(),
    registration_general_settings: z.record(z.string(), z.unknown()),
    departmentDataType: z.number().int(),
    floatSupportFlag: z.boolean(),
    labUserName: z.string(),
    dicom_viewer_url: z.string().nullable(),
    reportShareViaEmail: z.boolean(),
    inventoryManagement: z.boolean(),
    qualityControl: z.boolean(),
    statusNotificationPosition: StatusNotificationPosition,
    language: z.string(),
    labuseraccessmaster: z.object({ isRootUser: z.boolean() }),
    user: z.object({
      id: z.number().int(),
      username: z.string(),
      name: z.string(),
      isReferral: z.boolean(),
      flags: UserFlags,
      dashboardLabel: z.enum(dashboardLabels),
      /** The other identity this person may switch to (a doctor who is also a lab user). */
      linkedIdentity: LinkedIdentity.nullable(),
    }),
    departments: z.array(SessionDepartment),
    currentDepartment: SessionDepartment.nullable(),
    region: Region,
    expiresAt: z.iso.datetime({ offset: true }),
    /**
     * The password was chosen by someone else (the sign-up sent it): until it is changed, the
     * API answers only the session, sign-out and the change itself (403 passwordChangeRequired).
     */
    mustChangePassword: z.boolean(),
    /** The end of the lab's trial (spec 000 §1: 15 days); past it the lab only reads. Null: no trial. */
    trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
    /** A support user's rights on the support dashboard (spec 002 §6); empty for everyone else. */
    supportRights: z.array(z.enum(supportRights)),
    /** The lab works with branches (spec 001 §6 `branchManagement`). */
    branchManagement: z.boolean(),
    /** The enabled branches the user may pick: all of the lab's, or only their own when they have one. */
    branches: z.array(SessionBranch),
    /** The branch the session works in; null: all branches (or the lab has none). */
    currentBranch: SessionBranch.nullable(),
    /** Whether the user may work in all branches at once: not when bound to a branch or a collection centre. */
    allBranchesAllowed: z.boolean(),
  })
  .meta({ id: 'SessionData' });
export type SessionData = z.infer<typeof SessionData>;

/**
 * The parts of the session a user may change (spec 000 §7 "POST update-session-data/"). Any
 * refusal reads 'Unable to update your session. please try again!' (spec 000 §8). The
 * language is one of the product's codes rather than free text.
 */
export const UpdateSessionRequest = z
  .object(
    {
      statusNotificationPosition: z
        .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'sessionUpdateFailed' })
        .optional(),
      language: z.enum(languageCodes, { error: 'sessionUpdateFailed' }).optional(),
    },
    { error: 'sessionUpdateFailed' },
  )
  .refine((value) => Object.keys(value).length > 0, { error: 'sessionUpdateFailed' });
export type UpdateSessionRequest = z.infer<typeof UpdateSessionRequest>;

/** `departmentId` null: all of the user's departments. */
export const SwitchDepartmentRequest = z.object({ departmentId: z.number().int().positive().nullable() });
export type SwitchDepartmentRequest = z.infer<typeof SwitchDepartmentRequest>;

/** `branchId` null: all branches, for a user who is not bound to one (spec 001 §6). */
export const SwitchBranchRequest = z.object({ branchId: z.number().int().positive().nullable() });
export type SwitchBranchRequest = z.infer<typeof SwitchBranchRequest>;
