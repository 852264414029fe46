import { type AccessionedSample, type AccessionSettings, accessionMark, type Bill, CreateBill } from '@lims/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, samples } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient, systemBill } from '../billing/bills.test-support.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const manualIdTaken = errorBody('conflict', 'manualSampleIdExists', 'Manual sample id must not already exist');

describe('accession (spec 002 §4 Batches and accession, §7 sampleAccession; decision 0032)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  /** A lab user with sample access: accessions, may not change the settings. */
  let staff: TestClient;
  /** A receptionist: no sample access. */
  let desk: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [catalogue, otherCatalogue] = [await billingCatalogue(ctx, lab), await billingCatalogue(ctx, other)];
    staff = await lab.user({ sampleAccess: true });
    desk = await lab.user();
  });
  afterAll(() => ctx.close());

  /** A bill of glucose (Serum) and urine (Urine) for a new patient (of `organisationId`): two samples, not collected. */
  const bill = async (of: TestLab = lab, organisationId?: number): Promise<Bill> => {
    const tests = of === lab ? catalogue : otherCatalogue;
    const patient = await billingPatient(ctx, of, organisationId);
    return ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patient.id,
        lines: [
          { kind: 'test', id: tests.glucose.id },
          { kind: 'test', id: tests.urine.id },
        ],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
  };
  /** The samples of a new bill, collected by the system: their ids and versions. */
  const collected = async (of: TestLab = lab, organisationId?: number) => {
    const made = await bill(of, organisationId);
    const done = await ctx.services.samples.collect({
      actor: of.system,
      input: { samples: made.samples.map((sample) => ({ id: sample.id, version: sample.version })) },
    });
    return done.map((sample) => ({ id: sample.id, version: sample.version, autoSampleId: sample.autoSampleId }));
  };
  const accession = (client: TestClient, items: Array<{ id: number; version: number; manualSampleId?: string }>) =>
    client.post('/api/v1/samples/accession', { samples: items });
  const rowsOf = (ids: number[]) =>
    ctx.database.db
      .select()
      .from(samples)
      .where(and(eq(samples.labId, lab.labId), inArray(samples.id, ids)));
  const numberOf = (accessionNo: string | null) => Number(accessionNo?.replace(/\D/g, ''));

  it('accessions one sample with the next number of the lab, audited and marked A', async () => {
    const [sample] = await collected();
    if (!sample) throw new Error('The bill has samples.');
    const response = await accession(staff, [sample]);
    expect(response.statusCode, response.body).toBe(200);
    const [done] = response.json<{ samples: AccessionedSample[] }>().samples;
    expect(done).toMatchObject({ id: sample.id, status: 'collected', version: sample.version + 1 });
    expect(done?.accessionNo).toMatch(/^\d{6}$/);
    expect(done?.accessionedAt).not.toBeNull();
    expect(accessionMark(done ?? { accessionNo: null })).toBe('A');
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.labId, lab.labId), eq(auditLog.entityType, 'sample'), eq(auditLog.entityId, String(sample.id))),
      );
    expect(audits.map((row) => row.action)).toContain('sample.accession');
  });

  it('accessions many at once with consecutive numbers, each unique, and keeps a number already given', async () => {
    const samplesOf = [...(await collected()), ...(await collected())];
    const response = await accession(staff, samplesOf);
    expect(response.statusCode, response.body).toBe(200);
    const numbers = response
      .json<{ samples: AccessionedSample[] }>()
      .samples.map((sample) => numberOf(sample.accessionNo));
    expect(numbers).toHaveLength(4);
    expect(numbers.slice(1).map((number, index) => number - (numbers[index] as number))).toEqual([1, 1, 1]);
    const [first] = response.json<{ samples: AccessionedSample[] }>().samples;
    if (!first) throw new Error('Four samples were accessioned.');
    const again = await accession(staff, [{ id: first.id, version: first.version, manualSampleId: uniqueName('M') }]);
    expect(again.json<{ samples: AccessionedSample[] }>().samples[0]?.accessionNo).toBe(first.accessionNo);
  });

  it('refuses a manual id another sample holds (manual or automatic), writing nothing (409)', async () => {
    const [holder, neighbour] = await collected();
    const manual = uniqueName('MAN');
    if (!holder || !neighbour) throw new Error('The bill has two samples.');
    const first = await accession(staff, [{ ...holder, manualSampleId: manual }]);
    expect(first.statusCode, first.body).toBe(200);

    const [a, b] = await collected();
    if (!a || !b) throw new Error('The bill has two samples.');
    const refused = await accession(staff, [b, { ...a, manualSampleId: manual }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(manualIdTaken);
    const byAuto = await accession(staff, [{ ...a, manualSampleId: neighbour.autoSampleId }]);
    expect(byAuto.statusCode).toBe(409);
    const twice = await accession(staff, [
      { ...a, manualSampleId: 'SAME-1' },
      { ...b, manualSampleId: 'SAME-1' },
    ]);
    expect(twice.statusCode).toBe(409);
    for (const row of await rowsOf([a.id, b.id])) {
      expect(row).toMatchObject({ accessionNo: null, manualSampleId: null, version: a.version });
    }

    const check = (query: string) => staff.get(`/api/v1/samples/manual-sample-id-check?${query}`);
    expect((await check(`sampleId=${manual}`)).json()).toEqual({ sampleId: manual, available: false });
    expect((await check(`sampleId=${neighbour.autoSampleId}`)).json()).toMatchObject({ available: false });
    expect((await check(`sampleId=${manual}&exceptSampleId=${holder.id}`)).json()).toMatchObject({ available: true });
    expect((await check(`sampleId=${uniqueName('FREE')}`)).json()).toMatchObject({ available: true });
  });

  it('refuses a sample not yet collected (sampleNotAccessionable) and bad input', async () => {
    const [waiting] = (await bill()).samples;
    if (!waiting) throw new Error('The bill has samples.');
    const refused = await accession(staff, [{ id: waiting.id, version: waiting.version }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { messageKey: 'sampleNotAccessionable' } });
    expect((await accession(staff, [])).json()).toMatchObject({ error: { messageKey: 'selectSamples' } });
    expect((await staff.post('/api/v1/samples/accession', { samples: [{ id: 'x' }] })).statusCode).toBe(400);
  });

  it('corrects a date: none given is Please select a date, the future is refused, a step not done has none', async () => {
    const [sample] = await collected();
    if (!sample) throw new Error('The bill has samples.');
    const put = (body: object, client: TestClient = staff) => client.put(`/api/v1/samples/${sample.id}/dates`, body);
    const noDate = await put({ version: sample.version, kind: 'collection' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toEqual(errorBody('bad_request', 'selectADate', 'Please select a date', 'at'));
    const future = await put({
      version: sample.version,
      kind: 'collection',
      at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.json()).toMatchObject({ error: { messageKey: 'collectionTimeInFuture', field: 'at' } });
    const notReceived = await put({ version: sample.version, kind: 'receipt', at: new Date().toISOString() });
    expect(notReceived.statusCode).toBe(409);
    expect(notReceived.json()).toMatchObject({ error: { messageKey: 'sampleDateNotSet' } });

    const at = new Date(Date.now() - 3_600_000);
    at.setMilliseconds(0);
    const updated = await put({ version: sample.version, kind: 'collection', at: at.toISOString() });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      messageKey: 'dateUpdated',
      message: 'Date updated successfully.',
      sample: { id: sample.id, version: sample.version + 1 },
    });
    expect(new Date(updated.json<{ sample: AccessionedSample }>().sample.collectedAt ?? 0).getTime()).toBe(
      at.getTime(),
    );
    expect((await put({ version: sample.version, kind: 'collection', at: at.toISOString() })).json()).toEqual(
      staleRecord,
    );
    expect(
      (await put({ version: sample.version + 1, kind: 'collection', at: at.toISOString() }, desk)).statusCode,
    ).toBe(403);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.labId, lab.labId),
          eq(auditLog.entityId, String(sample.id)),
          eq(auditLog.action, 'sample.dateUpdate'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('lets sample staff accession and only an admin change the settings', async () => {
    const [sample] = await collected();
    if (!sample) throw new Error('The bill has samples.');
    expect((await accession(desk, [sample])).statusCode).toBe(403);
    expect((await desk.get('/api/v1/samples/manual-sample-id-check?sampleId=X')).statusCode).toBe(403);
    expect((await staff.get('/api/v1/accession-settings')).statusCode).toBe(403);

    const read = await lab.admin.get('/api/v1/accession-settings');
    expect(read.statusCode).toBe(200);
    const settings = read.json<AccessionSettings>();
    expect(settings).toMatchObject({ numberPrefix: '', numberDigits: 6, accessionAtBilling: false });
    const digits = await lab.admin.put('/api/v1/accession-settings', {
      numberPrefix: 'AC1',
      numberDigits: 4,
      accessionOnReceive: false,
      batchManagement: false,
      version: settings.version,
    });
    expect(digits.statusCode).toBe(400);
    const saved = await lab.admin.put('/api/v1/accession-settings', {
      numberPrefix: 'ACC-',
      numberDigits: 4,
      accessionOnReceive: true,
      batchManagement: true,
      version: settings.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.json<AccessionSettings>().nextNumber;
    expect(next).toMatch(/^ACC-\d{4,}$/);
    const stale = await lab.admin.put('/api/v1/accession-settings', {
      numberPrefix: '',
      numberDigits: 6,
      accessionOnReceive: false,
      batchManagement: false,
      version: settings.version,
    });
    expect(stale.json()).toEqual(staleRecord);

    const numbered = await accession(staff, [sample]);
    expect(numbered.json<{ samples: AccessionedSample[] }>().samples[0]?.accessionNo).toBe(next);

    // On receipt: the received sample is numbered in the same transaction.
    const [toReceive] = await collected();
    if (!toReceive) throw new Error('The bill has samples.');
    const [received] = await ctx.services.samples.receive({ actor: lab.system, input: { samples: [toReceive] } });
    expect(received?.accessionNo).toMatch(/^ACC-\d{4,}$/);
    const [row] = await rowsOf([toReceive.id]);
    expect(row?.version).toBe(received?.version);
  });

  it("answers 404 for another lab's samples and keeps a collection centre to its own", async () => {
    const [foreign] = await collected(other);
    if (!foreign) throw new Error('The bill has samples.');
    expect((await accession(staff, [foreign])).statusCode).toBe(404);
    expect(
      (
        await staff.put(`/api/v1/samples/${foreign.id}/dates`, {
          version: foreign.version,
          kind: 'collection',
          at: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(404);

    const centre = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Centre'), login: null },
    });
    const centreUser = await collectionCentreUser(ctx, lab, centre.id);
    const [own] = await collected(lab, centre.id);
    const [labs] = await collected();
    if (!own || !labs) throw new Error('The bills have samples.');
    expect((await accession(centreUser, [labs])).statusCode).toBe(404);
    const accepted = await accession(centreUser, [own]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await centreUser.get('/api/v1/samples/accessions?limit=200');
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ items: AccessionedSample[] }>().items.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(labs.id);
  });

  it('lets one of two users accessioning the same sample at once through and refuses the other (409)', async () => {
    const [sample] = await collected();
    if (!sample) throw new Error('The bill has samples.');
    const second = await lab.user({ sampleAccess: true });
    const answers = await Promise.all([accession(staff, [sample]), accession(second, [sample])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await rowsOf([sample.id]);
    expect(row?.version).toBe(sample.version + 1);
  });

  it('numbers the samples at billing when support turned accessionAtBilling on', async () => {
    const billingLab = await ctx.createLab();
    await billingCatalogue(ctx, billingLab);
    await ctx.services.labs.updateSettings({
      actor: billingLab.system,
      labId: billingLab.labId,
      patch: { support: { accessionAtBilling: true } },
      action: 'support.labSettings.update',
    });
    const made = await systemBill(ctx, billingLab, {
      lines: [{ kind: 'test', id: (await billingCatalogue(ctx, billingLab)).glucose.id }],
    });
    const rows = await ctx.database.db
      .select()
      .from(samples)
      .where(and(eq(samples.labId, billingLab.labId), eq(samples.billId, made.id)));
    expect(rows.map((row) => row.accessionNo)).toEqual(['000001']);
    expect(made.samples[0]?.version).toBe(rows[0]?.version);
    const settings = await billingLab.admin.get('/api/v1/accession-settings');
    expect(settings.json()).toMatchObject({
      accessionAtBilling: true,
      accessionNoInBilling: false,
      nextNumber: '000002',
    });
  });
});
