import type { LoginRequest, SessionData, SessionResponse } from '@lims/contract';
import { DomainError, dashboardLabel, type LoginKind, languageCodes } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { createBatchedReader } from '../../platform/batching/batched-reader.js';
import { announceSessionsEnded } from '../../platform/events/event-bus.js';
import { verifyAgainstDummy, verifySecret } from '../../platform/security/password-hash.js';
import { hashToken, newToken } from '../../platform/security/tokens.js';
import type { ServiceDeps } from '../../services.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import type { LabsService } from '../settings/labs.service.js';
import type { RegionsService } from '../settings/regions.service.js';
import {
  type AccountRow,
  countFailuresForUsername,
  countFailuresFromAddress,
  endOtherSessions,
  endSession,
  findAccountByUsername,
  findAccountOfPrincipal,
  findAccountWithIdentity,
  insertSession,
  type LiveSession,
  type LiveSessionsQuery,
  prepareLiveSessionsQuery,
  recordLoginAttempt,
  type SignedInAccount,
  setSessionDepartment,
  touchSession,
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

export interface ResolvedSession {
  actor: Actor;
  session: LiveSession;
  account: SignedInAccount;
  identity: Identity;
}

const invalidCredentials = () => new DomainError('unauthenticated', 'invalidCredentials');

export function createAuthService(
  deps: ServiceDeps & {
    labs: LabsService;
    regions: RegionsService;
    departments: DepartmentsService;
  },
) {
  const { db, bus, config, now, labs, regions, departments } = deps;

  /** The identity behind an account, read fresh (sign-in, identity switch). */
  const identityOfAccount = async (account: AccountRow) => {
    const row = await findAccountWithIdentity(db, account.id);
    return row && identityOf(account.kind as LoginKind, account.labId, row);
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

  const startSession = async (executor: Executor, account: AccountRow, origin: RequestOrigin) => {
    const token = newToken();
    const startedAt = now();
    const session = await insertSession(executor, {
      tokenHash: hashToken(token),
      csrfToken: newToken(),
      accountId: account.id,
      labId: account.labId,
      createdAt: startedAt,
      lastSeenAt: startedAt,
      expiresAt: new Date(startedAt.getTime() + config.sessionLifetimeHours * 3_600_000),
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent?.slice(0, 400) ?? null,
    });
    return { token, session };
  };

  const toActor = (session: LiveSession, account: SignedInAccount, identity: Identity): Actor => ({
    sessionId: session.id,
    accountId: account.id,
    kind: account.kind as LoginKind,
    labId: account.labId,
    principalId: account.principalId,
    departmentId: session.departmentId,
    branchId: session.branchId,
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
  });

  const departmentsOf = async (labId: number | null, identity: Identity) => {
    if (labId === null) return [];
    const list =
      identity.departments === 'all'
        ? await departments.allEnabled(labId)
        : await departments.enabledByIds(labId, identity.departments);
    return list.map(({ id, name }) => ({ id, name }));
  };

  const sessionData = async (
    resolved: Omit<ResolvedSession, 'actor'>,
    host: string | undefined,
  ): Promise<SessionData> => {
    const { session, account, identity } = resolved;
    const lab = account.labId === null ? undefined : await labs.getLab(account.labId);
    const available = await departmentsOf(account.labId, identity);
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
    };
  };

  const respond = async (
    resolved: Omit<ResolvedSession, 'actor'>,
    host: string | undefined,
  ): Promise<SessionResponse> => ({
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
      const identity = account && passwordOk && account.enabled ? await identityOfAccount(account) : undefined;
      const succeeded = account !== undefined && identity?.enabled === true;
      await recordLoginAttempt(db, { kind: input.kind, username, ipAddress: origin.ipAddress, succeeded, at: now() });
      if (!succeeded || !account || !identity) throw invalidCredentials();

      const concurrent = await allowsConcurrentLogin(account);
      const { token, session, evicted } = await db.transaction(async (tx) => {
        const started = await startSession(tx, account, origin);
        const evicted = concurrent
          ? []
          : await endOtherSessions(tx, account.id, started.session.id, 'concurrent_login', now());
        return { ...started, evicted };
      });
      await announceEviction(account.labId, evicted);
      return { token, response: await respond({ session, account, identity }, origin.host) };
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
      const idleFor = at.getTime() - session.lastSeenAt.getTime();
      if (idleFor > config.sessionIdleMinutes * 60_000) {
        await endSession(db, session.id, 'idle', at);
        await announceSessionsEnded(bus, session.labId, [session.id]);
        return undefined;
      }
      const identity = account.enabled ? identityOf(account.kind as LoginKind, account.labId, found) : undefined;
      if (!identity?.enabled) return undefined;
      if (idleFor > touchIntervalMs) await touchSession(db, session.id, at);
      return { actor: toActor(session, account, identity), session, account, identity };
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
     * A doctor who is also a lab user switches identity (spec 000 §1). The old session ends
     * and a new one starts, so that a token never changes what it can do.
     */
    async switchIdentity(resolved: ResolvedSession, origin: RequestOrigin) {
      const { linked } = resolved.identity;
      const target =
        linked && (await findAccountOfPrincipal(db, linked.kind, resolved.account.labId, linked.principalId));
      const identity = target?.enabled ? await identityOfAccount(target) : undefined;
      if (!target || !identity?.enabled) throw new DomainError('forbidden', 'noLinkedIdentity');
      const { token, session } = await db.transaction(async (tx) => {
        await endSession(tx, resolved.session.id, 'identity_switch', now());
        return startSession(tx, target, origin);
      });
      await announceSessionsEnded(bus, resolved.session.labId, [resolved.session.id]);
      return { token, response: await respond({ session, account: target, identity }, origin.host) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
