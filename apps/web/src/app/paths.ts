import type { LoginKind } from '@lims/domain';

/** The frame's own paths; each area declares its pages' paths in its `area.ts`. */
export const paths = {
  dashboard: '/',
} as const;

/** Each kind of person has their own sign-in page (spec 000 §1). */
export const loginPaths = {
  lab: '/login',
  doctor: '/doctor/login',
  organisation: '/organisation/login',
  patient: '/patient/login',
  support: '/support/login',
} as const satisfies Record<LoginKind, string>;

/** Why the sign-in page is shown, and the page to return to after it; passed as router state. */
export type SignInNotice = 'sessionEnded' | 'concurrentLogin';
export interface SignInState {
  notice?: SignInNotice;
  /** The page that was asked for (path, query and hash); see `returnPathOf`. */
  from?: string;
}
