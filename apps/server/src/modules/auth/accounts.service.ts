import { checkPassword, DomainError, type LoginKind } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { announceSessionsEnded } from '../../platform/events/event-bus.js';
import { hashSecret, verifySecret } from '../../platform/security/password-hash.js';
import type { ServiceDeps } from '../../services.js';
import {
  approvalCheckKind,
  countFailuresForUsername,
  endSessionsOfAccounts,
  findAccount,
  findAccountByUsername,
  findAccountOfPrincipal,
  insertAccount,
  ownPasswordCheckKind,
  recordLoginAttempt,
  updateAccount,
} from './auth.queries.js';

/** The sign-in a person is created with. */
export interface NewLogin {
  username: string;
  password: string;
}

export interface PreparedLogin {
  username: string;
  passwordHash: string;
}

export interface NewAccount extends PreparedLogin {
  kind: LoginKind;
  labId: number | null;
  principalId: number;
}

/**
 * A signed-in user's checks of their own password (the Update Patient Info modal, spec 000 §5),
 * counted apart from sign-in: the form checks as the user types, so a few misses are normal,
 * but a session left open must not become a way to guess its owner's password.
 */
export const ownPasswordLimits = { windowMinutes: 15, failuresPerAccount: 10 } as const;

/** spec 000 §5 password rule, enforced wherever a password is set. */
export function assertPasswordRule(password: string, field = 'password'): void {
  if (!checkPassword(password).ok) throw badRequest('passwordRule', field);
}

/**
 * Sign-in accounts of every kind. Other areas create and change them through this service,
 * inside their own transaction (the ambient handle joins it), so that a user and their account
 * are written together or not at all.
 */
export function createAccountsService({ db, now, bus }: Pick<ServiceDeps, 'db' | 'now' | 'bus'>) {
  const usernameTaken = async (kind: LoginKind, username: string): Promise<boolean> =>
    (await findAccountByUsername(db, kind, username.toLowerCase())) !== undefined;

  /** Hash first, outside any transaction: the transaction must not wait on the CPU. */
  const preparePassword = async (password: string, field = 'password'): Promise<string> => {
    assertPasswordRule(password, field);
    return hashSecret(password);
  };

  return {
    usernameTaken,
    preparePassword,

    /**
     * Checks that the username is free for its kind and hashes the password: the first half of
     * creating a login, done before the transaction that writes it with `create`.
     */
    async prepareLogin(kind: LoginKind, login: NewLogin): Promise<PreparedLogin> {
      if (await usernameTaken(kind, login.username)) throw conflict('usernameTaken', 'username');
      return { username: login.username.toLowerCase(), passwordHash: await preparePassword(login.password) };
    },

    /** Writes the account; two creations of one username at once: the unique index decides. */
    async create(account: NewAccount) {
      try {
        return await insertAccount(db, { ...account, username: account.username.toLowerCase() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('usernameTaken', 'username');
        throw error;
      }
    },

    /**
     * Whether `password` is the signed-in account's own. Each check is recorded; after
     * `ownPasswordLimits` misses the checks are refused for a while (429). Call it outside a
     * transaction: the hash is slow on purpose, and the record must stay when the change fails.
     */
    async verifyOwnPassword({
      accountId,
      password,
      ipAddress,
    }: {
      accountId: number;
      password: string;
      ipAddress: string;
    }): Promise<boolean> {
      const account = await findAccount(db, accountId);
      if (!account) throw new DomainError('unauthenticated', 'notSignedIn');
      const attempt = { kind: ownPasswordCheckKind, username: `${account.kind}:${account.username}` };
      const since = new Date(now().getTime() - ownPasswordLimits.windowMinutes * 60_000);
      if (
        (await countFailuresForUsername(db, attempt.kind, attempt.username, since)) >=
        ownPasswordLimits.failuresPerAccount
      ) {
        throw new DomainError('rate_limited', 'tooManyPasswordChecks');
      }
      const valid = await verifySecret(password, account.passwordHash);
      await recordLoginAttempt(db, { ...attempt, ipAddress, succeeded: valid, at: now() });
      return valid;
    },

    /**
     * The lab user whose username and password these are, when they are right and the account is
     * an enabled lab user's of `labId`; undefined otherwise (another user's approval at the
     * billing desk, spec 000 §6 discount approval). Each check is recorded and limited as a
     * signed-in user's check of their own password is; call it outside a transaction.
     */
    async verifyLabUser({
      labId,
      username,
      password,
      ipAddress,
    }: {
      labId: number;
      username: string;
      password: string;
      ipAddress: string;
    }): Promise<number | undefined> {
      const name = username.trim().toLowerCase();
      const attempt = { kind: approvalCheckKind, username: `lab:${name}` };
      const since = new Date(now().getTime() - ownPasswordLimits.windowMinutes * 60_000);
      if (
        (await countFailuresForUsername(db, attempt.kind, attempt.username, since)) >=
        ownPasswordLimits.failuresPerAccount
      ) {
        throw new DomainError('rate_limited', 'tooManyPasswordChecks');
      }
      const account = await findAccountByUsername(db, 'lab', name);
      const valid =
        account?.enabled === true && account.labId === labId && (await verifySecret(password, account.passwordHash));
      await recordLoginAttempt(db, { ...attempt, ipAddress, succeeded: valid, at: now() });
      return valid ? account?.principalId : undefined;
    },

    /** Closes the open tabs of sessions ended inside a transaction; call it after the commit. */
    announceEnded: (labId: number | null, sessionIds: number[]) => announceSessionsEnded(bus, labId, sessionIds),

    /** Sets a new password and ends the account's sessions, as a reset should. */
    async setPasswordHash(kind: LoginKind, labId: number, principalId: number, passwordHash: string) {
      const account = await findAccountOfPrincipal(db, kind, labId, principalId);
      if (!account) throw notFound();
      await updateAccount(db, account.id, { passwordHash, passwordChangedAt: now() });
      return endSessionsOfAccounts(db, [account.id], 'password_reset', now());
    },

    /**
     * The account must choose its own password at its next sign-in: its password was chosen by
     * someone else (the generated one the self-service sign-up sends, spec 000 §2).
     */
    async requirePasswordChange(kind: LoginKind, labId: number, principalId: number) {
      const account = await findAccountOfPrincipal(db, kind, labId, principalId);
      if (!account) throw notFound();
      await updateAccount(db, account.id, { mustChangePassword: true });
    },

    /** Disabling an account ends its sessions at once. */
    async setEnabled(kind: LoginKind, labId: number, principalId: number, enabled: boolean) {
      const account = await findAccountOfPrincipal(db, kind, labId, principalId);
      if (!account) throw new DomainError('internal', 'somethingWentWrong');
      await updateAccount(db, account.id, { enabled });
      return enabled ? [] : endSessionsOfAccounts(db, [account.id], 'disabled', now());
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
