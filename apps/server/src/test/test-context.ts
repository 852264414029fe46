import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfHeader, type SessionResponse, sessionCookie } from '@lims/contract';
import type { LoginKind } from '@lims/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { demoPassword, seedDemoLab } from '../db/seed/demo-lab.js';
import { createInProcessBus, createPostgresBus, type EventBus } from '../platform/events/event-bus.js';
import type { ServiceRegistry } from '../services.js';
import { createLabFactory, type NewTestLab, type NewTestSupportUser, type TestLab } from './factories.js';
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

/** A person made by a factory, signed in: their id (of their own kind), username and password. */
export interface TestUser extends TestClient {
  id: number;
  username: string;
  password: string;
  /** The name the factory gave them, to check a session against what was made rather than against itself. */
  name: string;
  /** Signs the same person in once more: a new session beside this one. */
  signInAgain(): Promise<TestClient>;
}

export interface SignInOptions {
  kind?: LoginKind;
  password?: string;
  ip?: string;
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
  /** The app's services: what the factories use, and what a test may call directly. */
  services: ServiceRegistry;
  /** The server's DATA_DIR: a folder of this context's own unless DATA_DIR names one. */
  dataDir: string;
  /** The demo lab of the seed (README demo logins). */
  labId: number;
  /** Moves the server clock; rate-limit windows and session timeouts follow it. */
  clock: { advance(ms: number): void; now(): Date };
  signIn(username: string, options?: SignInOptions): Promise<TestClient>;
  login(body: unknown, ip?: string): Promise<LightMyRequestResponse>;
  /** A new lab with a random name and a signed-in admin, made through the services. */
  createLab(overrides?: NewTestLab): Promise<TestLab>;
  /** Another lab, in Dubai (UAE region), with an admin 'Second Admin' and a department 'Haematology'. */
  createSecondLab(): Promise<SecondLab>;
  /** A new member of the product's support staff (no lab), signed in. */
  supportUser(options?: NewTestSupportUser): Promise<TestUser>;
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
  const { demoLabId, seededDataDir, seededValidUntil } = inject('databaseTemplates');
  const seededToday = Date.now() < seededValidUntil;
  const database = await openTestDatabase(seededToday ? 'seeded' : 'migrated');
  const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  // Files a test stores (uploads, the logo) go to a folder of its own, removed by close().
  const defaults = readConfig({});
  const ownDataDir = defaults.dataDir === readConfig({ DATA_DIR: './data' }).dataDir;
  const dataDir = ownDataDir ? mkdtempSync(join(tmpdir(), 'lims-test-')) : defaults.dataDir;
  // The seeded database names the demo's stored files: they come with it.
  if (seededToday && existsSync(seededDataDir)) cpSync(seededDataDir, dataDir, { recursive: true });
  const config = { ...defaults, dataDir, webDist: '/nonexistent' };
  const app = await buildApp({ config, database, bus, now: clock.now });
  // The app's own services: the factories, the seed and the routes share one registry.
  const { services } = app;
  const labId = seededToday ? demoLabId : await seedDemoLab(database.db, services);
  if (!labId) throw new Error('The demo lab was not seeded into the fresh database.');
  // The seed queues a test e-mail: its job runs now, so that each test's queue starts empty.
  if (!seededToday) await services.jobs.worker.runDue();
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

  const signIn = async (username: string, { kind = 'lab', password = demoPassword, ip }: SignInOptions = {}) => {
    const response = await login({ username, password, kind }, ip);
    if (response.statusCode !== 200) {
      throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return clientFrom(response);
  };

  const factory = createLabFactory({ services, signIn });

  return {
    app,
    database,
    bus,
    services,
    dataDir,
    labId,
    clock,
    login,
    signIn,
    createLab: factory.createLab,
    async createSecondLab() {
      const lab = await factory.createLab({
        countryIsoCode: 'AE',
        dialCode: '971',
        currency: 'AED',
        timeZone: 'Asia/Dubai',
        regionCode: 'UAE',
        adminName: 'Second Admin',
      });
      const department = await lab.department('Haematology');
      return {
        labId: lab.labId,
        departmentId: department.id,
        adminUsername: lab.admin.username,
        adminId: lab.admin.id,
      };
    },
    supportUser: factory.supportUser,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
