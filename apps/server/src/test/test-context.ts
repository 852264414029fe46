import { randomBytes } from 'node:crypto';
import { csrfHeader, type SessionResponse, sessionCookie } from '@lims/contract';
import type { LoginKind } from '@lims/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { accounts, departments, labs, labUsers } from '../db/schema/index.js';
import { demoPassword, seedDemoLab } from '../db/seed/demo-lab.js';
import { createInProcessBus, createPostgresBus, type EventBus } from '../platform/events/event-bus.js';
import { hashSecret } from '../platform/security/password-hash.js';
import { openTestDatabase } from './test-database.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in caller: every request carries its cookie and, for state changes, its CSRF token. */
export interface TestClient {
  session: SessionResponse['session'];
  csrfToken: string;
  cookie: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export interface SecondLab {
  labId: number;
  departmentId: number;
  adminUsername: string;
  adminId: number;
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  bus: EventBus;
  labId: number;
  /** Moves the server clock; rate-limit windows and session timeouts follow it. */
  clock: { advance(ms: number): void; now(): Date };
  signIn(username: string, options?: { kind?: LoginKind; password?: string; ip?: string }): Promise<TestClient>;
  login(body: unknown, ip?: string): Promise<LightMyRequestResponse>;
  /** Another lab with an admin and a department: for proving that one lab never sees another's data. */
  createSecondLab(): Promise<SecondLab>;
  close(): Promise<void>;
}

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

const cookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((candidate) => candidate.name === sessionCookie);
  if (!cookie) throw new Error(`No session cookie in the answer (${response.statusCode}: ${response.body})`);
  return `${sessionCookie}=${cookie.value}`;
};

/** A fresh database with the demo lab and a server on it; call close() in afterAll. */
export async function createTestContext(): Promise<TestContext> {
  const database = await openTestDatabase();
  const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
  const labId = await seedDemoLab(database.db);
  if (!labId) throw new Error('The demo lab was not seeded into the fresh database.');
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const config = { ...readConfig({}), webDist: '/nonexistent' };
  const app = await buildApp({ config, database, bus, now: clock.now });
  await app.ready();

  const login = (body: unknown, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: body as InjectOptions['payload'],
      remoteAddress: ip,
    });

  const clientFrom = (response: LightMyRequestResponse): TestClient => {
    const cookie = cookieOf(response);
    const answer = response.json<SessionResponse>();
    const request: TestClient['request'] = (method, url, body, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { cookie, ...(method === 'GET' ? {} : { [csrfHeader]: answer.csrfToken }), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    return {
      session: answer.session,
      csrfToken: answer.csrfToken,
      cookie,
      request,
      get: (url) => request('GET', url),
      post: (url, body) => request('POST', url, body ?? {}),
      patch: (url, body) => request('PATCH', url, body ?? {}),
      put: (url, body) => request('PUT', url, body ?? {}),
    };
  };

  return {
    app,
    database,
    bus,
    labId,
    clock,
    login,
    async signIn(username, { kind = 'lab', password = demoPassword, ip } = {}) {
      const response = await login({ username, password, kind }, ip);
      if (response.statusCode !== 200)
        throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
      return clientFrom(response);
    },
    async createSecondLab() {
      const adminUsername = uniqueName('admin2');
      const passwordHash = await hashSecret(demoPassword);
      return database.db.transaction(async (tx) => {
        const [lab] = await tx
          .insert(labs)
          .values({
            name: uniqueName('Second Lab'),
            countryIsoCode: 'AE',
            dialCode: '971',
            currency: 'AED',
            timeZone: 'Asia/Dubai',
            regionCode: 'UAE',
            settings: {} as never,
          })
          .returning();
        if (!lab) throw new Error('no lab');
        const [department] = await tx.insert(departments).values({ labId: lab.id, name: 'Haematology' }).returning();
        const [admin] = await tx
          .insert(labUsers)
          .values({ labId: lab.id, fullName: 'Second Admin', admin: true })
          .returning();
        if (!department || !admin) throw new Error('no department or admin');
        await tx
          .insert(accounts)
          .values({ kind: 'lab', username: adminUsername, passwordHash, labId: lab.id, principalId: admin.id });
        return { labId: lab.id, departmentId: department.id, adminUsername, adminId: admin.id };
      });
    },
    async close() {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
