import type { ChangePasswordRequest, LoginRequest, SessionData, SessionResponse } from '@lims/contract';
import { DomainError, dashboardLabel, isCollectionCentreUser, type LoginKind, languageCodes } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { audit } from '../../platform/audit/audit.js';
import { createBatchedReader } from '../../platform/batching/batched-reader.js';
import { announceSessionsEnded } from '../../platform/events/event-bus.js';
import { verifyAgainstDummy, verifySecret } from '../../platform/security/password-hash.js';
import { hashToken, newToken } from '../../platform/security/tokens.js';
import type { ServiceDeps } from '../../services.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import type { LabsService } from '../settings/labs.service.js';
import type { RegionsService } from '../settings/regions.service.js';
import type { AccountsService } from './accounts.service.js';
import {
  type AccountRow,
  branchExists,
  countFailuresForUsername,
  countFailuresFromAddress,
  endOtherSessions,
  endSession,
  findAccountByUsername,
  findAccountOfPrincipal,
  findAccountWithIdentity,
  findEnabledBranches,
  insertSession,
  type LabStateRow,
  type LiveSession,
  type LiveSessionsQuery,
  prepareLiveSessionsQuery,
  recordLoginAttempt,
  type SignedInAccount,
  setSessionBranch,
  setSessionDepartment,
  touchSession,
  updateAccount,
  updatePreferences,
} from './auth.queries.js';
import { type Identity, identityOf } from './identities.js';

/** docs/decisions/0007-login-rate-limit.md */
export const loginLimits = { windowMinutes: 15, failuresPerUsername: 5, failuresPerAddress: 30 } as const;
/** A session's last-seen time is written at most this often, not on every request. */
const touchIntervalMs = 60_000;

export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | undefined;
  host: string | undefined;
}

/** What the request pipeline and the session answer need of the account's lab; null without a lab. */
export interface LabState {
  trialEndsAt: Date | null;
  branchManagement: boolean;
}

export interface ResolvedSession {
  actor: Actor;
  session: LiveSession;
  account: SignedInAccount;
  identity: Identity;
  lab: LabState | null;
  /** The lab's trial is over at this request's time: the lab reads but does not write. */
  trialEnded: boolean;
}

/** What the session answer is made of: a resolved session, or one just started. */
type SessionParts = Pick<ResolvedSession, 'session' | 'account' | 'identity' | 'lab'>;

const labStateOf = (row: LabStateRow | null): LabState | null =>
  row && {
    trialEndsAt: row.trialEndsAt === null ? null : new Date(row.trialEndsAt),
    branchManagement: row.branchManagement,
  };

export const trialHasEnded = (lab: LabState | null, at: Date): boolean =>
  lab?.trialEndsAt != null && lab.trialEndsAt.getTime() <= at.getTime();

/**
 * The branch a session works in (spec 001 §6): none while the lab has no branches; a user
 * bound to a branch works in it whatever the session says (the lab may have turned branches
 * on, or bound the user, after the session started); otherwise the session's choice.
 */
/** spec 001 §6: users bound to a branch, and collection centres, are never in all branches at once. */
const mayWorkInAllBranches = (identity: Identity) =>
  identity.branchId === null && !isCollectionCentreUser(identity.isCollectionCenter);

const effectiveBranchId = (lab: LabState | null, identity: Identity, sessionBranchId: number | null) =>
  lab?.branchManagement ? (identity.branchId ?? sessionBranchId) : null;

const invalidCredentials = () => new DomainError('unauthenticated', 'invalidCredentials');

export function createAuthService(
  deps: ServiceDeps & {
    labs: LabsService;
    regions: RegionsService;
    departments: DepartmentsService;
    accounts: AccountsService;
  },
) {
  const { db, bus, config, now, labs, regions, departments, accounts } = deps;

  /** The identity behind an account and the state of its lab, read fresh (sign-in, identity switch). */
  const identityOfAccount = async (account: AccountRow) => {
    const row = await findAccountWithIdentity(db, account.id);
    const identity = row && identityOf(account.kind as LoginKind, account.labId, row);
    return identity && { identity, lab: labStateOf(row.lab) };
  };

  /** Branches are lab staff's to pick (spec 001 §6); doctors, organisations and patients have none. */
  const branchesOf = async (account: SignedInAccount, lab: LabState | null, identity: Identity) =>
    account.kind !== 'lab' || account.labId === null || !lab?.branchManagement
      ? []
      : findEnabledBranches(db, account.labId, identity.branchId);

  /**
   * Where a new session starts (spec 001 §6): a user bound to a branch in it; a collection
   * centre, never defaulted to all branches, in its branch or else the lab's first; anyone
   * else in all branches.
   */
  const startingBranchId = async (account: AccountRow, lab: LabState | null, identity: Identity) => {
    if (account.labId === null || account.kind !== 'lab' || !lab?.branchManagement) return null;
    if (identity.branchId !== null) return identity.branchId;
    if (mayWorkInAllBranches(identity)) return null;
    return (await findEnabledBranches(db, account.labId, null))[0]?.id ?? null;
  };

  // Prepared on first use, on the database handle outside any transaction (auth.queries.ts).
  let liveSessionsQuery: LiveSessionsQuery | undefined;
  /** The sessions of the requests that arrived together, in one statement (docs/decisions/0017). */
  const readLiveSession = createBatchedReader(async (tokenHashes: string[]) => {
    liveSessionsQuery ??= prepareLiveSessionsQuery(db);
    const rows = await liveSessionsQuery.execute({ tokenHashes: tokenHashes.join(',') });
    return new Map(rows.map((row) => [row.tokenHash, row]));
  });
  const findLiveSession = async (tokenHash: string, at: Date) => {
    const found = await readLiveSession(tokenHash);
    return found && found.session.expiresAt.getTime() > at.getTime() ? found : undefined;
  };

  const startSession = async (
    executor: Executor,
    account: AccountRow,
    branchId: number | null,
    origin: RequestOrigin,
  ) => {
    const token = newToken();
    const startedAt = now();
    const session = await insertSession(executor, {
      tokenHash: hashToken(token),
      csrfToken: newToken(),
      accountId: account.id,
      labId: account.labId,
      branchId,
      createdAt: startedAt,
      lastSeenAt: startedAt,
      expiresAt: new Date(startedAt.getTime() + config.sessionLifetimeHours * 3_600_000),
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent?.slice(0, 400) ?? null,
    });
    return { token, session };
  };

  const toActor = ({ session, account, identity, lab }: SessionParts): Actor => ({
    sessionId: session.id,
    accountId: account.id,
    kind: account.kind as LoginKind,
    labId: account.labId,
    principalId: account.principalId,
    departmentId: session.departmentId,
    branchId: effectiveBranchId(lab, identity, session.branchId),
    admin: account.kind === 'lab' && identity.admin,
    financeManager: identity.financeManager,
    sampleAccess: identity.sampleAccess,
    labAccess: identity.labAccess,
    isReferral: identity.isReferral,
    isCollectionCenter: identity.isCollectionCenter,
    isRootUser: identity.isRootUser,
    privilegeCardAccess: identity.privilegeCardAccess,
    discountApproval: identity.discountApproval,
    departmentIds: identity.departments,
    supportRights: identity.supportRights,
  });

  const departmentsOf = async (labId: number | null, identity: Identity) => {
    if (labId === null) return [];
    const list =
      identity.departments === 'all'
        ? await departments.allEnabled(labId)
        : await departments.enabledByIds(labId, identity.departments);
    return list.map(({ id, name }) => ({ id, name }));
  };

  const sessionData = async (resolved: SessionParts, host: string | undefined): Promise<SessionData> => {
    const { session, account, identity } = resolved;
    const lab = account.labId === null ? undefined : await labs.getLab(account.labId);
    const available = await departmentsOf(account.labId, identity);
    const branches = await branchesOf(account, resolved.lab, identity);
    const branchId = effectiveBranchId(resolved.lab, identity, session.branchId);
    const flags = {
      admin: identity.admin,
      financeManager: identity.financeManager,
      sampleAccess: identity.sampleAccess,
      labAccess: identity.labAccess,
      privilegeCardAccess: identity.privilegeCardAccess,
      discountApproval: identity.discountApproval,
    };
    return {
      kind: account.kind as LoginKind,
      labId: account.labId,
      docLabId: identity.docLabId,
      labName: lab?.name ?? null,
      currency: lab?.currency ?? 'INR',
      countryCode: lab?.dialCode ?? '91',
      countryIsoCode: lab?.countryIsoCode ?? 'IN',
      timeZone: lab?.timeZone ?? 'UTC',
      isCollectionCenter: identity.isCollectionCenter,
      admin: identity.admin,
      registration_general_settings: lab?.settings.registrationGeneralSettings ?? {},
      departmentDataType: lab?.settings.departmentDataType ?? 0,
      floatSupportFlag: lab?.settings.floatSupportFlag ?? false,
      labUserName: identity.name,
      dicom_viewer_url: lab?.settings.dicomViewerUrl ?? null,
      reportShareViaEmail: lab?.settings.reportShareViaEmail ?? false,
      inventoryManagement: lab?.settings.inventoryManagement ?? false,
      qualityControl: lab?.settings.qualityControl ?? false,
      statusNotificationPosition:
        account.preferences.statusNotificationPosition ?? lab?.settings.statusNotificationPosition ?? 1,
      language: account.preferences.language ?? 'en',
      labuseraccessmaster: { isRootUser: identity.isRootUser },
      user: {
        id: account.principalId,
        username: account.username,
        name: identity.name,
        isReferral: identity.isReferral,
        flags,
        dashboardLabel: dashboardLabel(flags),
        linkedIdentity: identity.linked && { kind: identity.linked.kind, name: identity.linked.name },
      },
      departments: available,
      currentDepartment: available.find((department) => department.id === session.departmentId) ?? null,
      region: await regions.regionOfHost(host),
      expiresAt: session.expiresAt.toISOString(),
      mustChangePassword: account.mustChangePassword,
      trialEndsAt: resolved.lab?.trialEndsAt?.toISOString() ?? null,
      supportRights: [...identity.supportRights],
      branchManagement: resolved.lab?.branchManagement ?? false,
      branches,
      currentBranch: branches.find((branch) => branch.id === branchId) ?? null,
      allBranchesAllowed: branches.length > 0 && mayWorkInAllBranches(identity),
    };
  };

  const respond = async (resolved: SessionParts, host: string | undefined): Promise<SessionResponse> => ({
    csrfToken: resolved.session.csrfToken,
    session: await sessionData(resolved, host),
  });

  /** Refuses before the password is even checked, so that guessing costs the guesser. */
  const assertNotRateLimited = async (kind: string, username: string, ipAddress: string) => {
    const since = new Date(now().getTime() - loginLimits.windowMinutes * 60_000);
    const [byUsername, byAddress] = [
      await countFailuresForUsername(db, kind, username, since),
      await countFailuresFromAddress(db, ipAddress, since),
    ];
    if (byUsername >= loginLimits.failuresPerUsername || byAddress >= loginLimits.failuresPerAddress) {
      throw new DomainError('rate_limited', 'tooManyAttempts');
    }
  };

  const allowsConcurrentLogin = async (account: AccountRow) =>
    account.labId === null || (await labs.getLab(account.labId)).settings.allowConcurrentLogin;

  /** Tells the tabs of sessions that a newer sign-in ended, so they return to sign-in. */
  const announceEviction = async (labId: number | null, sessionIds: number[]) => {
    if (sessionIds.length === 0) return;
    await bus.publish({ channel: 'concurrent-login', labId, sessionIds, payload: { reason: 'concurrent_login' } });
  };

  return {
    async login(input: Required<LoginRequest>, origin: RequestOrigin) {
      const username = input.username.trim().toLowerCase();
      await assertNotRateLimited(input.kind, username, origin.ipAddress);
      const account = await findAccountByUsername(db, input.kind, username);
      const passwordOk = account
        ? await verifySecret(input.password, account.passwordHash)
        : await verifyAgainstDummy(input.password);
      const found = account && passwordOk && account.enabled ? await identityOfAccount(account) : undefined;
      const succeeded = account !== undefined && found?.identity.enabled === true;
      await recordLoginAttempt(db, { kind: input.kind, username, ipAddress: origin.ipAddress, succeeded, at: now() });
      if (!succeeded || !account || !found) throw invalidCredentials();
      const { identity, lab } = found;

      const concurrent = await allowsConcurrentLogin(account);
      const branchId = await startingBranchId(account, lab, identity);
      const { token, session, evicted } = await db.transaction(async (tx) => {
        const started = await startSession(tx, account, branchId, origin);
        const evicted = concurrent
          ? []
          : await endOtherSessions(tx, account.id, started.session.id, 'concurrent_login', now());
        return { ...started, evicted };
      });
      await announceEviction(account.labId, evicted);
      return { token, response: await respond({ session, account, identity, lab }, origin.host) };
    },

    /**
     * The session behind a cookie token, or undefined when there is none or it has ended. One
     * query reads the session, its account and its identity; a second statement only writes
     * the last-seen time, at most once a minute, or ends an idle session.
     */
    async resolve(token: string | undefined): Promise<ResolvedSession | undefined> {
      if (!token) return undefined;
      const at = now();
      const found = await findLiveSession(hashToken(token), at);
      if (!found) return undefined;
      const { session, account } = found;
      const lab = labStateOf(found.lab);
      const idleFor = at.getTime() - session.lastSeenAt.getTime();
      if (idleFor > config.sessionIdleMinutes * 60_000) {
        await endSession(db, session.id, 'idle', at);
        await announceSessionsEnded(bus, session.labId, [session.id]);
        return undefined;
      }
      const identity = account.enabled ? identityOf(account.kind as LoginKind, account.labId, found) : undefined;
      if (!identity?.enabled) return undefined;
      if (idleFor > touchIntervalMs) await touchSession(db, session.id, at);
      const parts = { session, account, identity, lab };
      return { ...parts, actor: toActor(parts), trialEnded: trialHasEnded(lab, at) };
    },

    async current(resolved: ResolvedSession, host: string | undefined): Promise<SessionResponse> {
      return respond(resolved, host);
    },

    async logout(actor: Actor): Promise<void> {
      await endSession(db, actor.sessionId, 'logout', now());
      await announceSessionsEnded(bus, actor.labId, [actor.sessionId]);
    },

    async updatePreferences(
      resolved: ResolvedSession,
      input: { statusNotificationPosition?: 1 | 2 | 3 | undefined; language?: string | undefined },
      host: string | undefined,
    ): Promise<SessionResponse> {
      if (input.language !== undefined && !(languageCodes as readonly string[]).includes(input.language)) {
        throw new DomainError('bad_request', 'sessionUpdateFailed', { field: 'language' });
      }
      const preferences = { ...resolved.account.preferences };
      if (input.statusNotificationPosition !== undefined)
        preferences.statusNotificationPosition = input.statusNotificationPosition;
      if (input.language !== undefined) preferences.language = input.language;
      await updatePreferences(db, resolved.account.id, preferences);
      return respond({ ...resolved, account: { ...resolved.account, preferences } }, host);
    },

    /** spec 000 §7 switch-department; 'Failed to switch department' when it is not the user's. */
    async switchDepartment(resolved: ResolvedSession, departmentId: number | null, host: string | undefined) {
      if (departmentId !== null) {
        const allowed = await departmentsOf(resolved.account.labId, resolved.identity);
        if (!allowed.some((department) => department.id === departmentId)) {
          throw new DomainError('forbidden', 'departmentSwitchFailed', { field: 'departmentId' });
        }
      }
      await setSessionDepartment(db, resolved.session.id, departmentId);
      return respond({ ...resolved, session: { ...resolved.session, departmentId } }, host);
    },

    /**
     * spec 001 §6: the branch the session works in. Only a branch of the user's list (all the
     * lab's enabled branches, or their own); all branches (null) only for a user bound to none
     * and not a collection centre; another lab's branch is not found.
     */
    async switchBranch(resolved: ResolvedSession, branchId: number | null, host: string | undefined) {
      const { account, identity, lab } = resolved;
      const notAvailable = () => new DomainError('forbidden', 'branchNotAvailable', { field: 'branchId' });
      if (account.labId === null || account.kind !== 'lab' || !lab?.branchManagement) throw notAvailable();
      if (branchId === null) {
        if (!mayWorkInAllBranches(identity)) throw notAvailable();
      } else {
        if (!(await branchExists(db, account.labId, branchId))) throw notFound();
        const allowed = await branchesOf(account, lab, identity);
        if (!allowed.some((branch) => branch.id === branchId)) throw notAvailable();
      }
      await setSessionBranch(db, resolved.session.id, branchId);
      return respond({ ...resolved, session: { ...resolved.session, branchId } }, host);
    },

    /**
     * A signed-in user changes their own password: the current one checked as the own-password
     * check is (recorded, rate-limited), the new one by the password rule. It clears the
     * must-change flag and ends the account's other sessions, which whoever knew the old
     * password may hold; the session that made the change goes on.
     */
    async changePassword(resolved: ResolvedSession, input: ChangePasswordRequest, origin: RequestOrigin) {
      const { account, actor } = resolved;
      const currentOk = await accounts.verifyOwnPassword({
        accountId: account.id,
        password: input.currentPassword,
        ipAddress: origin.ipAddress,
      });
      if (!currentOk) throw badRequest('currentPasswordWrong', 'currentPassword');
      if (input.newPassword === input.currentPassword) throw badRequest('newPasswordSameAsCurrent', 'newPassword');
      const passwordHash = await accounts.preparePassword(input.newPassword, 'newPassword');
      const changedAt = now();
      const ended = await db.transaction(async (tx) => {
        await updateAccount(tx, account.id, { passwordHash, passwordChangedAt: changedAt, mustChangePassword: false });
        const endedIds = await endOtherSessions(tx, account.id, resolved.session.id, 'password_change', changedAt);
        await audit(tx, actor, {
          action: 'account.changePassword',
          entityType: 'account',
          entityId: account.id,
          before: { mustChangePassword: account.mustChangePassword },
          after: {
            mustChangePassword: false,
            passwordChangedAt: changedAt.toISOString(),
            endedSessions: endedIds.length,
          },
        });
        return endedIds;
      });
      await announceSessionsEnded(bus, account.labId, ended);
      return respond({ ...resolved, account: { ...account, mustChangePassword: false } }, origin.host);
    },

    /**
     * A doctor who is also a lab user switches identity (spec 000 §1). The old session ends
     * and a new one starts, so that a token never changes what it can do.
     */
    async switchIdentity(resolved: ResolvedSession, origin: RequestOrigin) {
      const { linked } = resolved.identity;
      const target =
        linked && (await findAccountOfPrincipal(db, linked.kind, resolved.account.labId, linked.principalId));
      const found = target?.enabled ? await identityOfAccount(target) : undefined;
      if (!target || !found?.identity.enabled) throw new DomainError('forbidden', 'noLinkedIdentity');
      const { identity, lab } = found;
      const branchId = await startingBranchId(target, lab, identity);
      const { token, session } = await db.transaction(async (tx) => {
        await endSession(tx, resolved.session.id, 'identity_switch', now());
        return startSession(tx, target, branchId, origin);
      });
      await announceSessionsEnded(bus, resolved.session.labId, [resolved.session.id]);
      return { token, response: await respond({ session, account: target, identity, lab }, origin.host) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
