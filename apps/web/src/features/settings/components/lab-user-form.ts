import type { CreateLabUser, LabUser, PrivilegeCardAccess, UpdateLabUser } from '@lims/contract';
import { collectionCentreTypes, isCollectionCentreUser } from '@lims/domain';

/** Hints sit under their inputs, so inputs side by side start at the same height. */
export const hintBelow: ['label', 'input', 'description', 'error'] = ['label', 'input', 'description', 'error'];

/**
 * One shape for adding and editing; editing ignores username and password and sends back the
 * `version` the form was filled from.
 */
export interface LabUserFormValues {
  username: string;
  password: string;
  fullName: string;
  email: string;
  contact: string;
  admin: boolean;
  financeManager: boolean;
  sampleAccess: boolean;
  labAccess: boolean;
  isReferral: boolean;
  collectionCentre: boolean;
  /** The select's value: '0', '1' or '2' (spec 000 §6 privilege card access). */
  privilegeCardAccess: string;
  discountApproval: boolean;
  departmentIds: string[];
  /** The select's value: the branch's id, or '' for none (all branches; spec 001 §6). */
  branchId: string;
  version: number;
}

/** spec 000 §6 privilege card access levels, in the select's order: none, assign cards, also manage card types. */
export const privilegeCardLevels = [0, 1, 2] as const satisfies readonly PrivilegeCardAccess[];
const privilegeCardLevelOf = (value: string): PrivilegeCardAccess =>
  privilegeCardLevels.find((level) => String(level) === value) ?? 0;

export const emptyLabUserValues: LabUserFormValues = {
  username: '',
  password: '',
  fullName: '',
  email: '',
  contact: '',
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  collectionCentre: false,
  privilegeCardAccess: '0',
  discountApproval: false,
  departmentIds: [],
  branchId: '',
  version: 0,
};

export const labUserValues = (user: LabUser): LabUserFormValues => ({
  ...emptyLabUserValues,
  username: user.username,
  fullName: user.fullName,
  email: user.email ?? '',
  contact: user.contact ?? '',
  admin: user.admin,
  financeManager: user.financeManager,
  sampleAccess: user.sampleAccess,
  labAccess: user.labAccess,
  isReferral: user.isReferral,
  collectionCentre: isCollectionCentreUser(user.isCollectionCenter),
  privilegeCardAccess: String(user.privilegeCardAccess),
  discountApproval: user.discountApproval,
  departmentIds: user.departmentIds.map(String),
  branchId: user.branchId === null ? '' : String(user.branchId),
  version: user.version,
});

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const toLabUserChanges = (values: LabUserFormValues) => ({
  fullName: values.fullName,
  email: blankToNull(values.email),
  contact: blankToNull(values.contact),
  admin: values.admin,
  financeManager: values.financeManager,
  sampleAccess: values.sampleAccess,
  labAccess: values.labAccess,
  isReferral: values.isReferral,
  // spec 000 §6: 0 an ordinary lab user, 4 a collection centre.
  isCollectionCenter: values.collectionCentre ? collectionCentreTypes.collectionCentre : collectionCentreTypes.none,
  privilegeCardAccess: privilegeCardLevelOf(values.privilegeCardAccess),
  discountApproval: values.discountApproval,
  departmentIds: values.departmentIds.map(Number),
  branchId: values.branchId === '' ? null : Number(values.branchId),
});

export const toUpdateLabUser = (values: LabUserFormValues): UpdateLabUser => ({
  ...toLabUserChanges(values),
  version: values.version,
});

export const toCreateLabUser = (values: LabUserFormValues): CreateLabUser => ({
  ...toLabUserChanges(values),
  username: values.username,
  password: values.password,
});

/** Where the contract's field names differ from the form's. */
export const formFieldOf = (path: string): string => {
  if (path === 'isCollectionCenter') return 'collectionCentre';
  if (path.startsWith('departmentIds')) return 'departmentIds';
  return path;
};
