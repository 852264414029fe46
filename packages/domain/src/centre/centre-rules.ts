import { isCollectionCentreUser } from '../access/collection-centre.js';

/** spec 000 §3 currentUserRoles / §6 centre roles: each held by one lab user. */
export const centreRoles = ['admin', 'operationManager', 'financeManager'] as const;
export type CentreRole = (typeof centreRoles)[number];

/** What decides whether a lab user may hold a centre role. */
export interface RoleCandidateFacts {
  enabled: boolean;
  admin: boolean;
  financeManager: boolean;
  isCollectionCenter: number;
}

/**
 * spec 000 §6: "Candidates are users of the same lab who are enabled and not collection-centre
 * users. Admin candidates need the admin flag, finance candidates need the finance manager flag,
 * operations candidates can be any user." (The same lab is the caller's to check.)
 */
export function canHoldCentreRole(role: CentreRole, user: RoleCandidateFacts): boolean {
  if (!user.enabled || isCollectionCentreUser(user.isCollectionCenter)) return false;
  if (role === 'admin') return user.admin;
  if (role === 'financeManager') return user.financeManager;
  return true;
}

/** spec 000 §5: "A URL check requires http or https." A web address with a host, nothing else. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A centre's postal code. spec 000 §5 says "a postal code is 5 digits", which is a US ZIP; the
 * product serves IN (6-digit pincodes), UK (SW1A 1AA) and EU codes too, so letters, digits,
 * one space or hyphen between them, 4 to 10 characters in all (docs/decisions, issue 8).
 */
export const isPostalCode = (value: string): boolean =>
  /^[A-Za-z0-9](?:[A-Za-z0-9]|[ -](?=[A-Za-z0-9])){3,9}$/.test(value);

/**
 * The time zones a lab may be set to: the runtime's list (Intl.supportedValuesOf), by their
 * canonical names, so that 'Asia/Kolkata' counts where the list says 'Asia/Calcutta'.
 */
export function isKnownTimeZone(value: string): boolean {
  if (value === 'UTC') return true;
  const known = new Set(Intl.supportedValuesOf('timeZone'));
  if (known.has(value)) return true;
  try {
    return known.has(new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** A bank account number: 4 to 34 letters or digits (IBANs are the longest), spaces not kept. */
export const isBankAccountNumber = (value: string): boolean => /^[A-Za-z0-9]{4,34}$/.test(value);

/** A UPI id: handle@bank (NPCI's virtual payment address). */
export const isUpiId = (value: string): boolean => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(value);
