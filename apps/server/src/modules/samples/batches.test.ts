import { Readable } from 'node:stream';
import type {
  Bill,
  NextBatchReference,
  SampleBatchDetail,
  SampleBatchList,
  SampleList,
  SamplesPayload,
  SampleTimeline,
} from '@lims/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { pdfImages, pdfLines, pdfText } from '../../platform/documents/document-reading.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import { sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('sample batches: made and sent, received or rejected once (spec 002 §3, §4 Batches and accession, §7, §8)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  /** Lab sample staff: sends, receives and rejects batches. */
  let staff: TestClient;
  let secondStaff: TestClient;
  /** A receptionist: no sample access, so no batches. */
  let desk: TestClient;
  const events: DomainEvent[] = [];

  const batchesOn = async (of: TestLab, batchManagement = true, accessionOnReceive = false) => {
    const { accession } = ctx.services;
    const { version, ...settings } = await accession.getSettings({ actor: of.system });
    await accession.updateSettings({
      actor: of.system,
      input: { ...settings, batchManagement, accessionOnReceive, version },
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [catalogue, otherCatalogue] = await Promise.all([billingCatalogue(ctx, lab), billingCatalogue(ctx, other)]);
    [staff, secondStaff, desk] = await Promise.all([
      lab.user({ sampleAccess: true, fullName: 'Batch Staff' }),
      lab.user({ sampleAccess: true }),
      lab.user(),
    ]);
    await Promise.all([batchesOn(lab), batchesOn(other)]);
    ctx.bus.subscribe((event) => {
      if (event.channel === 'samples') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  /** A bill of a new patient (of `organisationId` when given) with a Serum and a Urine sample, both collected. */
  const collectedBill = async (of: TestLab = lab, organisationId?: number, collect = true): Promise<Bill> => {
    const tests = of === lab ? catalogue : otherCatalogue;
    const patient = await billingPatient(ctx, of, organisationId);
    const line = (id: number) => ({
      kind: 'test' as const,
      id,
      quantity: 1,
      copayment: false,
      concession: { type: 'amount' as const, value: 0 },
    });
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: {
        patientId: patient.id,
        organisationId,
        lines: [line(tests.glucose.id), line(tests.urine.id)],
        concession: { type: 'amount', value: 0 },
        payments: [],
        emergency: false,
      },
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    if (!collect) return bill;
    const collected = await ctx.services.samples.collect({
      actor: of.system,
      input: { samples: bill.samples.map(({ id, version }) => ({ id, version })) },
    });
    return { ...bill, samples: bill.samples.map((sample, index) => ({ ...sample, ...collected[index] })) };
  };
  const idsOf = (bill: Bill) => bill.samples.map((sample) => sample.id);
  const send = (client: TestClient, sampleIds: number[], referenceNo = uniqueName('BT'), more = {}) =>
    client.post('/api/v1/sample-batches', { referenceNo, sampleIds, temperature: '2-8 °C', ...more });
  const sent = async (client: TestClient, sampleIds: number[], referenceNo?: string) => {
    const response = await send(client, sampleIds, referenceNo);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SampleBatchDetail>();
  };
  const samplesOf = async (client: TestClient, query: string) =>
    (await client.get(`/api/v1/samples?limit=200&${query}`)).json<SampleList>().items;
  const auditOf = (entityType: string, ids: number[]) =>
    ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, entityType),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      )
      .orderBy(asc(auditLog.id));

  it('makes and sends a batch of collected samples in one step, audited and announced; the samples show it and leave the picker', async () => {
    const bill = await collectedBill();
    const { batch, samples } = await sent(staff, idsOf(bill));
    expect(batch).toMatchObject({
      status: 'sent',
      temperature: '2-8 °C',
      sampleCount: 2,
      createdBy: 'Batch Staff',
      fromBranch: null,
      toBranch: null,
      version: 0,
    });
    expect(samples.map((sample) => [sample.id, sample.status, sample.batch])).toEqual(
      idsOf(bill).map((id) => [id, 'collected', { id: batch.id, referenceNo: batch.referenceNo }]),
    );
    const picker = await samplesOf(staff, `billId=${bill.id}&status=collected&inBatch=none`);
    expect(picker).toEqual([]);
    expect((await samplesOf(staff, `status=all&batchId=${batch.id}`)).map((sample) => sample.id).sort()).toEqual(
      idsOf(bill),
    );
    expect((await auditOf('sampleBatch', [batch.id])).map((row) => row.action)).toEqual(['sampleBatch.create']);
    expect((await auditOf('sample', idsOf(bill))).map((row) => row.action)).toEqual([
      'sample.collect',
      'sample.collect',
      'sample.batch',
      'sample.batch',
    ]);
    await vi.waitFor(() =>
      expect(events.map((event) => event.payload)).toContainEqual({
        kind: 'batched',
        billId: bill.id,
        sampleIds: idsOf(bill),
      } satisfies SamplesPayload),
    );
    const listed = (await staff.get(`/api/v1/sample-batches?search=${batch.referenceNo}`)).json<SampleBatchList>();
    expect(listed.items.map((item) => item.id)).toEqual([batch.id]);
  });

  it("refuses with the spec's messages: no samples, a used reference in any case, a sample in another batch, one not collected, a bad reference", async () => {
    const bill = await collectedBill();
    const [serum, urine] = idsOf(bill);
    const empty = await send(staff, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject(refusal('selectMappedSamplesForBatch'));
    expect((await send(staff, [serum ?? 0], 'BT bad!')).json()).toMatchObject(refusal('batchReferenceInvalid'));

    const reference = uniqueName('Box');
    await sent(staff, [serum ?? 0], reference);
    const again = await send(staff, [urine ?? 0], reference.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('batchReferenceExists'));
    const twice = await send(staff, [serum ?? 0, urine ?? 0]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject(refusal('sampleInAnotherBatch'));
    // All or none: the urine sample stays out of any batch.
    expect((await samplesOf(staff, `status=all&billId=${bill.id}&inBatch=none`)).map((sample) => sample.id)).toEqual([
      urine,
    ]);

    const notCollected = await collectedBill(lab, undefined, false);
    const refused = await send(staff, idsOf(notCollected));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal('sampleNotBatchable'));
    expect((await send(staff, idsOf(await collectedBill(other)))).statusCode).toBe(404);
    expect((await send(desk, [urine ?? 0])).statusCode).toBe(403);
  });

  it('proposes the next reference of the day without taking it, and moves past one saved', async () => {
    const first = (await staff.get('/api/v1/sample-batches/next-reference')).json<NextBatchReference>().referenceNo;
    expect(first).toMatch(/^BT-\d{8}-\d{4}$/);
    expect((await staff.get('/api/v1/sample-batches/next-reference')).json<NextBatchReference>().referenceNo).toBe(
      first,
    );
    await sent(staff, idsOf(await collectedBill()), first);
    const next = (await staff.get('/api/v1/sample-batches/next-reference')).json<NextBatchReference>().referenceNo;
    expect(Number(next.slice(-4))).toBe(Number(first.slice(-4)) + 1);
  });

  it('refuses to make a batch while the lab does not manage batches, but still lists and receives', async () => {
    const off = await ctx.createLab();
    await billingCatalogue(ctx, off);
    const offStaff = await off.user({ sampleAccess: true });
    const response = await send(offStaff, [1]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('batchManagementOff'));
    // Nor is a reference proposed: the screens read this answer to hide Create and the batch labels.
    const proposal = await offStaff.get('/api/v1/sample-batches/next-reference');
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json()).toMatchObject(refusal('batchManagementOff'));
    expect((await offStaff.get('/api/v1/sample-batches')).statusCode).toBe(200);
  });

  it('keeps a sample in a batch on its way from a single receipt or uncollection; a rejected one leaves it', async () => {
    const bill = await collectedBill();
    const { samples } = await sent(staff, idsOf(bill));
    const [serum, urine] = samples;
    if (!serum || !urine) throw new Error('The batch has two samples.');
    const receive = await staff.post('/api/v1/samples/receive', {
      samples: [{ id: serum.id, version: serum.version }],
    });
    expect(receive.statusCode).toBe(409);
    expect(receive.json()).toMatchObject(refusal('sampleInBatch'));
    const uncollect = await staff.post(`/api/v1/samples/${serum.id}/uncollect`, { version: serum.version });
    expect(uncollect.json()).toMatchObject(refusal('sampleInBatch'));
    const rejected = await staff.post(`/api/v1/samples/${urine.id}/reject`, {
      version: urine.version,
      reason: 'Leaked',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ samples: { batch: unknown }[] }>().samples[0]?.batch).toBeNull();
  });

  it('receives a batch once: its samples are received (and accessioned when the lab says so), a stale or second decision refused', async () => {
    await batchesOn(lab, true, true);
    try {
      const bill = await collectedBill();
      const { batch } = await sent(staff, idsOf(bill));
      const stale = await staff.post(`/api/v1/sample-batches/${batch.id}/decision`, {
        decision: 'receive',
        version: batch.version + 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject(refusal('staleRecord'));
      const response = await staff.post(`/api/v1/sample-batches/${batch.id}/decision`, {
        decision: 'receive',
        version: batch.version,
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<SampleBatchDetail>();
      expect(detail.batch).toMatchObject({ status: 'received', receivedBy: 'Batch Staff', version: 1 });
      expect(detail.samples.map((sample) => [sample.status, sample.batch, sample.accessionNo !== null])).toEqual([
        ['received', null, true],
        ['received', null, true],
      ]);
      const twice = await secondStaff.post(`/api/v1/sample-batches/${batch.id}/decision`, {
        decision: 'reject',
        version: 1,
        reason: 'Late',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject(refusal('batchAlreadyDecided'));
      expect((await auditOf('sampleBatch', [batch.id])).map((row) => row.action)).toEqual([
        'sampleBatch.create',
        'sampleBatch.receive',
      ]);
    } finally {
      await batchesOn(lab, true, false);
    }
  });

  it('rejects a batch with its reason: its samples leave it, still Collected, and may be sent again', async () => {
    const bill = await collectedBill();
    const { batch } = await sent(staff, idsOf(bill));
    const response = await staff.post(`/api/v1/sample-batches/${batch.id}/decision`, {
      decision: 'reject',
      version: 0,
      reason: 'Box arrived warm',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<SampleBatchDetail>();
    expect(detail.batch).toMatchObject({
      status: 'rejected',
      rejectReason: 'Box arrived warm',
      rejectedBy: 'Batch Staff',
    });
    expect(detail.samples.map((sample) => [sample.status, sample.batch])).toEqual([
      ['collected', null],
      ['collected', null],
    ]);
    await sent(staff, idsOf(bill));
    const timeline = (await staff.get(`/api/v1/samples/${idsOf(bill)[0]}/timeline`)).json<SampleTimeline>();
    const received = timeline.steps.find((step) => step.step === 'received');
    expect(received?.events.map((event) => event.action)).toEqual([
      'sample.batch',
      'sample.leaveBatch',
      'sample.batch',
    ]);
  });

  it("keeps a collection centre to its organisation's batches: it sends its own, never sees another's, never receives", async () => {
    const [mine, theirs] = await Promise.all(
      [uniqueName('Centre'), uniqueName('Centre')].map((name) =>
        ctx.services.organisations.create({ actor: lab.system, input: { name, login: null } }),
      ),
    );
    if (!mine || !theirs) throw new Error('Two organisations.');
    const centre = await collectionCentreUser(ctx, lab, mine.id);
    const own = await sent(centre, idsOf(await collectedBill(lab, mine.id)));
    expect(own.batch.organisation).toEqual({ id: mine.id, name: mine.name });
    const another = await sent(staff, idsOf(await collectedBill(lab, theirs.id)));
    expect(another.batch.organisation?.id).toBe(theirs.id);

    const listed = (await centre.get('/api/v1/sample-batches?limit=100')).json<SampleBatchList>();
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((item) => item.organisation?.id === mine.id)).toBe(true);
    expect((await centre.get(`/api/v1/sample-batches/${another.batch.id}`)).statusCode).toBe(404);
    expect((await centre.get(`/api/v1/sample-batches/${another.batch.id}/shipping.pdf`)).statusCode).toBe(404);
    expect((await send(centre, idsOf(await collectedBill(lab, theirs.id)))).statusCode).toBe(404);
    const receive = await centre.post(`/api/v1/sample-batches/${own.batch.id}/decision`, {
      decision: 'receive',
      version: 0,
    });
    expect(receive.statusCode).toBe(403);
  });

  it("answers another lab's batch as not found, to read, print or decide", async () => {
    const elsewhere = await ctx.services.sampleBatches.create({
      actor: other.system,
      input: { referenceNo: uniqueName('BT'), sampleIds: idsOf(await collectedBill(other)) },
    });
    const { id } = elsewhere.batch;
    expect((await staff.get(`/api/v1/sample-batches/${id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v1/sample-batches/${id}/shipping.pdf`)).statusCode).toBe(404);
    const decide = await staff.post(`/api/v1/sample-batches/${id}/decision`, { decision: 'receive', version: 0 });
    expect(decide.statusCode).toBe(404);
  });

  it('sends a sample in one batch only when two users send it at once, and a reference once', async () => {
    const bill = await collectedBill();
    const results = await Promise.all([send(staff, idsOf(bill)), send(secondStaff, idsOf(bill))]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((response) => response.statusCode === 409)?.json()).toMatchObject(
      refusal('sampleInAnotherBatch'),
    );
    const reference = uniqueName('Same');
    const [one, two] = await Promise.all([collectedBill(), collectedBill()]);
    const clash = await Promise.all([send(staff, idsOf(one), reference), send(secondStaff, idsOf(two), reference)]);
    expect(clash.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(clash.find((response) => response.statusCode === 409)?.json()).toMatchObject(
      refusal('batchReferenceExists'),
    );
  });

  it('prints the shipping details: a PDF with the reference, the samples and their patients, in the language asked', async () => {
    const bill = await collectedBill();
    const { batch } = await sent(staff, idsOf(bill));
    const response = await staff.get(`/api/v1/sample-batches/${batch.id}/shipping.pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(batch.referenceNo);
    expect(text).toContain('Sample shipping details');
    expect(text).toContain(bill.patient.labPatientId);
    expect(text).toContain(bill.samples[0]?.autoSampleId);
    const arabic = pdfText((await staff.get(`/api/v1/sample-batches/${batch.id}/shipping.pdf?language=ar`)).rawPayload);
    expect(arabic).toContain(batch.referenceNo);
    expect(arabic).toContain('تفاصيل شحن العينات');
  });

  // spec 002 §9: 'Sample shipping details PDF includes header and footer images fetched from storage'.
  it("prints the lab's letterhead header and footer on every page instead of its name, and its name again without them", async () => {
    const bill = await collectedBill();
    const { batch } = await sent(staff, idsOf(bill));
    const shipping = async () => (await staff.get(`/api/v1/sample-batches/${batch.id}/shipping.pdf`)).rawPayload;
    const labName = (await ctx.services.labs.getLab(lab.labId)).name;
    const before = await shipping();
    expect(pdfImages(before)).toEqual([]);
    expect(pdfLines(before)[0]).toContain(labName);

    const { labProfile } = ctx.services;
    const setLetterhead = async (slot: 'header' | 'footer') => {
      const { version } = await labProfile.letterhead({ actor: lab.system });
      await labProfile.replaceLetterhead({
        actor: lab.system,
        slot,
        version,
        upload: { fileName: `${slot}.gif`, stream: Readable.from([sampleFiles.gif]) },
      });
    };
    await setLetterhead('header');
    await setLetterhead('footer');
    const printed = await shipping();
    // The header and the footer on the one page: the banner stands where the lab's name was.
    expect(pdfImages(printed).map((image) => image.page)).toEqual([1, 1]);
    expect(pdfLines(printed)[0]).toBe('Sample shipping details');

    for (const slot of ['header', 'footer'] as const) {
      const { version } = await labProfile.letterhead({ actor: lab.system });
      await labProfile.removeLetterhead({ actor: lab.system, slot, version });
    }
    expect(pdfImages(await shipping())).toEqual([]);
  });
});
