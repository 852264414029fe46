import type { CollectionCentreType, LoginKind } from '@lims/domain';
import type { DoctorsService } from '../doctors/doctors.service.js';
import type { OrganisationsService } from '../organisations/organisations.service.js';
import type { PatientsService } from '../patients/patients.service.js';
import type { LabUsersService } from '../settings/lab-users.service.js';
import type { SupportService } from '../support/support.service.js';

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
  /** 'all' for admins and doctors (docs/decisions/0008-department-access.md). */
  departments: 'all' | number[];
  /** The lab a doctor identity belongs to (spec 000 §3 docLabId). */
  docLabId: number | null;
  /** The other identity of a doctor who is also a lab user. */
  linked: { kind: LoginKind; principalId: number; name: string } | null;
}

const noFlags = {
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  isCollectionCenter: 0,
  isRootUser: false,
  docLabId: null,
  linked: null,
} as const;

export interface IdentitySources {
  labUsers: LabUsersService;
  doctors: DoctorsService;
  organisations: OrganisationsService;
  patients: PatientsService;
  support: SupportService;
}

/** Reads the identity behind an account from the area that owns it. */
export async function loadIdentity(
  sources: IdentitySources,
  kind: LoginKind,
  labId: number | null,
  principalId: number,
): Promise<Identity | undefined> {
  if (kind === 'support') {
    const user = await sources.support.principal(principalId);
    return user && { ...noFlags, name: user.fullName, enabled: true, departments: [] };
  }
  if (labId === null) return undefined;
  switch (kind) {
    case 'lab': {
      const user = await sources.labUsers.principal(labId, principalId);
      if (!user) return undefined;
      const doctor = await sources.doctors.doctorOfLabUser(labId, principalId);
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
        departments: user.admin ? 'all' : user.departmentIds,
        docLabId: null,
        linked: doctor ? { kind: 'doctor', principalId: doctor.id, name: doctor.fullName } : null,
      };
    }
    case 'doctor': {
      const doctor = await sources.doctors.principal(labId, principalId);
      if (!doctor) return undefined;
      const labUser = doctor.labUserId === null ? undefined : await sources.labUsers.principal(labId, doctor.labUserId);
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
      const organisation = await sources.organisations.principal(labId, principalId);
      return organisation && { ...noFlags, name: organisation.name, enabled: organisation.enabled, departments: [] };
    }
    case 'patient': {
      const patient = await sources.patients.principal(labId, principalId);
      return patient && { ...noFlags, name: patient.fullName, enabled: true, departments: [] };
    }
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown login kind ${String(unreachable)}`);
    }
  }
}
