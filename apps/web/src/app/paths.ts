import type { LoginKind } from '@lims/domain';

export const paths = {
  dashboard: '/',
  departments: '/settings/departments',
  labUsers: '/settings/lab-users',
} as const;

/** Each kind of person has their own sign-in page (spec 000 §1). */
export const loginPaths = {
  lab: '/login',
  doctor: '/doctor/login',
  organisation: '/organisation/login',
  patient: '/patient/login',
  support: '/support/login',
} as const satisfies Record<LoginKind, string>;

/** Why the sign-in page is shown, passed as router state. */
export type SignInNotice = 'sessionEnded' | 'concurrentLogin';
export interface SignInState {
  notice?: SignInNotice;
}
