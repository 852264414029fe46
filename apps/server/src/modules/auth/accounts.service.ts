import { checkPassword, DomainError, type LoginKind, messages } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { announceSessionsEnded } from '../../platform/events/event-bus.js';
import { hashSecret } from '../../platform/security/password-hash.js';
import type { ServiceDeps } from '../../services.js';
import {
  endSessionsOfAccounts,
  findAccountByUsername,
  findAccountOfPrincipal,
  insertAccount,
  updateAccount,
} from './auth.queries.js';

export interface NewAccount {
  kind: LoginKind;
  username: string;
  password: string;
  labId: number | null;
  principalId: number;
}

/** spec 000 §5 password rule, enforced wherever a password is set. */
export function assertPasswordRule(password: string, field = 'password'): void {
  if (!checkPassword(password).ok) throw badRequest(messages.passwordRule, field);
}

/**
 * Sign-in accounts of every kind. Other areas create and change them through this service
 * inside their own transaction (`tx`), so that a user and their account are written together.
 */
export function createAccountsService({ db, now, bus }: Pick<ServiceDeps, 'db' | 'now' | 'bus'>) {
  return {
    async usernameTaken(kind: LoginKind, username: string): Promise<boolean> {
      return (await findAccountByUsername(db, kind, username.toLowerCase())) !== undefined;
    },

    /** Hash first, outside any transaction: the transaction must not wait on the CPU. */
    async preparePassword(password: string): Promise<string> {
      assertPasswordRule(password);
      return hashSecret(password);
    },

    async create(tx: Executor, account: Omit<NewAccount, 'password'> & { passwordHash: string }) {
      try {
        return await insertAccount(tx, { ...account, username: account.username.toLowerCase() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.usernameTaken, 'username');
        throw error;
      }
    },

    async findOfPrincipal(kind: LoginKind, labId: number | null, principalId: number, executor: Executor = db) {
      return findAccountOfPrincipal(executor, kind, labId, principalId);
    },

    /** Closes the open tabs of sessions ended inside a transaction; call it after the commit. */
    announceEnded: (labId: number | null, sessionIds: number[]) => announceSessionsEnded(bus, labId, sessionIds),

    /** Sets a new password and ends the account's sessions, as a reset should. */
    async setPasswordHash(tx: Executor, kind: LoginKind, labId: number, principalId: number, passwordHash: string) {
      const account = await findAccountOfPrincipal(tx, kind, labId, principalId);
      if (!account) throw notFound();
      await updateAccount(tx, account.id, { passwordHash, passwordChangedAt: now() });
      return endSessionsOfAccounts(tx, [account.id], 'password_reset', now());
    },

    /** Disabling an account ends its sessions at once. */
    async setEnabled(tx: Executor, kind: LoginKind, labId: number, principalId: number, enabled: boolean) {
      const account = await findAccountOfPrincipal(tx, kind, labId, principalId);
      if (!account) throw new DomainError('internal', messages.somethingWentWrong);
      await updateAccount(tx, account.id, { enabled });
      return enabled ? [] : endSessionsOfAccounts(tx, [account.id], 'disabled', now());
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
