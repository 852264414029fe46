import { type CollectionCentreType, type LoginKind, type SupportRight, supportRights } from '@lims/domain';

/** What the session needs to know of whoever signed in, whatever their kind. */
export interface Identity {
  name: string;
  enabled: boolean;
  admin: boolean;
  financeManager: boolean;
  sampleAccess: boolean;
  labAccess: boolean;
  isReferral: boolean;
  isCollectionCenter: CollectionCentreType;
  isRootUser: boolean;
  privilegeCardAccess: number;
  discountApproval: boolean;
  /** 'all' for admins and doctors (docs/decisions/0008-department-access.md). */
  departments: 'all' | number[];
  /** The lab a doctor identity belongs to (spec 000 §3 docLabId). */
  docLabId: number | null;
  /** The other identity of a doctor who is also a lab user. */
  linked: { kind: LoginKind; principalId: number; name: string } | null;
  /** The branch a lab user belongs to (spec 001 §6): they work in it only. Null: any branch. */
  branchId: number | null;
  /** A support user's rights on the support dashboard (spec 002 §6); none for everyone else. */
  supportRights: readonly SupportRight[];
}

/**
 * The people behind an account, as the session query reads them (auth.queries.ts
 * `identityColumns`): each part is null unless the account is of its kind.
 */
export interface IdentityRow {
  labUser: {
    fullName: string;
    enabled: boolean;
    admin: boolean;
    financeManager: boolean;
    sampleAccess: boolean;
    labAccess: boolean;
    isReferral: boolean;
    isCollectionCenter: number;
    isRootUser: boolean;
    privilegeCardAccess: number;
    discountApproval: boolean;
    branchId: number | null;
    /** The departments the lab user is given; null when none. */
    departmentIds: number[] | null;
    /** Their enabled doctor identity, when they are also a doctor. */
    doctor: { id: number; name: string } | null;
  } | null;
  doctor: {
    fullName: string;
    enabled: boolean;
    isReferral: boolean;
    /** The lab user this doctor also is. */
    labUser: { id: number; fullName: string; enabled: boolean } | null;
  } | null;
  organisation: { name: string; enabled: boolean } | null;
  patient: { fullName: string } | null;
  supportUser: { fullName: string; rights: string[] } | null;
}

const noFlags = {
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  isCollectionCenter: 0,
  isRootUser: false,
  privilegeCardAccess: 0,
  discountApproval: false,
  docLabId: null,
  linked: null,
  branchId: null,
  supportRights: [],
} as const;

/** The rights the product knows of: a right stored by an older or newer version is ignored. */
const knownSupportRights = (rights: string[]): SupportRight[] =>
  rights.filter((right): right is SupportRight => (supportRights as readonly string[]).includes(right));

/** The identity behind an account of `kind`, or undefined when its person no longer exists. */
export function identityOf(kind: LoginKind, labId: number | null, row: IdentityRow): Identity | undefined {
  if (kind === 'support') {
    const supportUser = row.supportUser;
    return supportUser
      ? {
          ...noFlags,
          name: supportUser.fullName,
          enabled: true,
          departments: [],
          supportRights: knownSupportRights(supportUser.rights),
        }
      : undefined;
  }
  if (labId === null) return undefined;
  switch (kind) {
    case 'lab': {
      const user = row.labUser;
      if (!user) return undefined;
      const doctor = user.doctor;
      return {
        name: user.fullName,
        enabled: user.enabled,
        admin: user.admin,
        financeManager: user.financeManager,
        sampleAccess: user.sampleAccess,
        labAccess: user.labAccess,
        isReferral: user.isReferral,
        isCollectionCenter: user.isCollectionCenter as CollectionCentreType,
        isRootUser: user.isRootUser,
        privilegeCardAccess: user.privilegeCardAccess,
        discountApproval: user.discountApproval,
        departments: user.admin ? 'all' : (user.departmentIds ?? []),
        docLabId: null,
        linked: doctor ? { kind: 'doctor', principalId: doctor.id, name: doctor.name } : null,
        branchId: user.branchId,
        supportRights: [],
      };
    }
    case 'doctor': {
      const doctor = row.doctor;
      if (!doctor) return undefined;
      const labUser = doctor.labUser;
      return {
        ...noFlags,
        name: doctor.fullName,
        enabled: doctor.enabled,
        isReferral: doctor.isReferral,
        departments: 'all',
        docLabId: labId,
        linked: labUser?.enabled ? { kind: 'lab', principalId: labUser.id, name: labUser.fullName } : null,
      };
    }
    case 'organisation': {
      const organisation = row.organisation;
      return organisation
        ? { ...noFlags, name: organisation.name, enabled: organisation.enabled, departments: [] }
        : undefined;
    }
    case 'patient': {
      const patient = row.patient;
      return patient ? { ...noFlags, name: patient.fullName, enabled: true, departments: [] } : undefined;
    }
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown login kind ${String(unreachable)}`);
    }
  }
}
