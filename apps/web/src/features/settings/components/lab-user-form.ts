import type { CreateLabUser, LabUser, UpdateLabUser } from '@lims/contract';
import { collectionCentreTypes, isCollectionCentreUser } from '@lims/domain';

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
  departmentIds: string[];
  version: number;
}

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
  departmentIds: [],
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
  departmentIds: user.departmentIds.map(String),
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
  departmentIds: values.departmentIds.map(Number),
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
