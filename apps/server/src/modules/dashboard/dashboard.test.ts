import { type TodayCount, type TodayCountKey, type TodayCounts, todayCountKeys } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAmbientDatabase } from '../../db/transactions.js';
import { systemActor } from '../../http/actor.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type SecondLab, type TestContext } from '../../test/test-context.js';
import { createLabsService } from '../settings/labs.service.js';
import { createDashboardService } from './dashboard.service.js';
import { type TodayCountProvider, type TodayWindow, todayCountProvidersOf } from './today-counts.js';

const dayMs = 24 * 60 * 60 * 1000;
const dateIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** A provider that answers `value` and remembers what it was asked. */
const recordingProvider = (key: TodayCountKey, value: number) => {
  const asked: TodayWindow[] = [];
  const provider: TodayCountProvider = {
    key,
    href: `/${key}`,
    count: async (window) => {
      asked.push(window);
      return value;
    },
  };
  return { provider, asked };
};

describe("the dashboard's counts of the lab's day", () => {
  let ctx: TestContext;
  /** A lab in Kolkata; the second is in Dubai. */
  let lab: TestLab;
  let second: SecondLab;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab({ timeZone: 'Asia/Kolkata' });
    second = await ctx.createSecondLab();
  });
  afterAll(() => ctx.close());

  describe('GET /api/v1/dashboard/today', () => {
    it("answers the five counts in order, for the lab's calendar day in its time zone", async () => {
      const response = await lab.admin.get('/api/v1/dashboard/today');
      expect(response.statusCode).toBe(200);
      const body = response.json<TodayCounts>();
      expect(body.timeZone).toBe('Asia/Kolkata');
      expect(body.date).toBe(dateIn(ctx.clock.now(), 'Asia/Kolkata'));
      expect(body.counts.map((count) => count.key)).toEqual([...todayCountKeys]);
      // A count is a number with its page, or unavailable with neither: never a made-up zero.
      for (const count of body.counts) {
        if (count.available) {
          expect(count.value).toBeGreaterThanOrEqual(0);
          expect(count.href).toMatch(/^\//);
        } else expect(count).toEqual({ key: count.key, available: false, value: null, href: null });
      }
    });

    it('answers every lab user, a collection centre included', async () => {
      for (const flags of [
        {},
        { sampleAccess: true, labAccess: true },
        { financeManager: true },
        { isCollectionCenter: 4, sampleAccess: true },
      ] as const) {
        const response = await (await lab.user(flags)).get('/api/v1/dashboard/today');
        expect(response.statusCode, JSON.stringify(flags)).toBe(200);
      }
    });

    it('refuses doctors, organisations, patients and support staff, who have no lab counts', async () => {
      for (const kind of ['doctor', 'organisation', 'patient', 'support'] as const) {
        const response = await (await lab.person(kind)).get('/api/v1/dashboard/today');
        expect(response.statusCode, kind).toBe(403);
        expect(response.json().error).toMatchObject({ code: 'forbidden', messageKey: 'notAuthorised' });
      }
    });

    it('needs a session', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/today' });
      expect(response.statusCode).toBe(401);
    });

    it("gives another lab's admin their own lab's day", async () => {
      const other = await ctx.signIn(second.adminUsername);
      const body = (await other.get('/api/v1/dashboard/today')).json<TodayCounts>();
      expect(body.timeZone).toBe('Asia/Dubai');
      expect(body.date).toBe(dateIn(ctx.clock.now(), 'Asia/Dubai'));
    });
  });

  describe('counts contributed by the areas', () => {
    const serviceWith = (providers: TodayCountProvider[]) =>
      createDashboardService({
        labs: createLabsService({ db: createAmbientDatabase(ctx.database.db) }),
        providers: () => todayCountProvidersOf({ billing: { todayCounts: providers }, config: {} }),
        now: ctx.clock.now,
      });

    it("asks each provider for the actor's lab from midnight to midnight in the lab's time zone", async () => {
      const bills = recordingProvider('bills', 7);
      const dashboard = serviceWith([bills.provider]);

      const ours = await dashboard.today({ actor: systemActor(lab.labId) });
      const theirs = await dashboard.today({ actor: systemActor(second.labId) });

      expect(theirs.timeZone).toBe('Asia/Dubai');
      const byKey = (answer: TodayCounts) => new Map(answer.counts.map((count) => [count.key, count]));
      expect(byKey(ours).get('bills')).toEqual<TodayCount>({ key: 'bills', available: true, value: 7, href: '/bills' });
      expect(byKey(ours).get('reportsReady')).toEqual<TodayCount>({
        key: 'reportsReady',
        available: false,
        value: null,
        href: null,
      });
      const [kolkata, dubai] = bills.asked;
      expect(kolkata?.actor.labId).toBe(lab.labId);
      expect(dubai?.actor.labId).toBe(second.labId);
      // Midnight in Kolkata (UTC+5:30) is 18:30 UTC, in Dubai (UTC+4) 20:00 UTC, the day before.
      expect(kolkata?.from.toISOString()).toMatch(/T18:30:00\.000Z$/);
      expect(dubai?.from.toISOString()).toMatch(/T20:00:00\.000Z$/);
      expect((kolkata?.to.getTime() ?? 0) - (kolkata?.from.getTime() ?? 0)).toBe(dayMs - 1);
      const now = ctx.clock.now().getTime();
      expect(kolkata?.from.getTime()).toBeLessThanOrEqual(now);
      expect(kolkata?.to.getTime()).toBeGreaterThanOrEqual(now);
    });

    it('moves to the next day with the clock', async () => {
      const bills = recordingProvider('bills', 0);
      const dashboard = serviceWith([bills.provider]);
      const today = await dashboard.today({ actor: systemActor(lab.labId) });
      ctx.clock.advance(dayMs);
      const tomorrow = await dashboard.today({ actor: systemActor(lab.labId) });
      expect(tomorrow.date).not.toBe(today.date);
      expect(bills.asked[1]?.from.getTime()).toBe((bills.asked[0]?.from.getTime() ?? 0) + dayMs);
    });

    it('refuses a caller the registry does not allow, even when called without the route', async () => {
      const dashboard = serviceWith([]);
      await expect(dashboard.today({ actor: { ...systemActor(lab.labId), kind: 'doctor' } })).rejects.toMatchObject({
        code: 'forbidden',
        messageKey: 'notAuthorised',
      });
    });

    it('refuses two services that count the same thing', () => {
      const one = recordingProvider('bills', 1).provider;
      const two = recordingProvider('bills', 2).provider;
      expect(() =>
        todayCountProvidersOf({ billing: { todayCounts: [one] }, invoices: { todayCounts: [two] } }),
      ).toThrow(/Two services count 'bills'.*'invoices'/);
    });
  });
});
