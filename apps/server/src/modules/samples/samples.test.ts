import type { Bill, SampleList, SampleListItem, SamplesChanged, SamplesPayload } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('samples: collection, receipt, rejection, redraw (spec 002 §2, §4, §7)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  /** The same tests in a second department of the lab. */
  let microbiology: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  /** Sample staff: collects, receives and manages samples. */
  let staff: TestClient;
  let secondStaff: TestClient;
  /** A receptionist: sees samples, may not collect them. */
  let desk: TestClient;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    microbiology = await billingCatalogue(ctx, lab);
    otherCatalogue = await billingCatalogue(ctx, other);
    [staff, secondStaff, desk] = await Promise.all([
      lab.user({ sampleAccess: true, fullName: 'Sample Staff' }),
      lab.user({ sampleAccess: true }),
      lab.user(),
    ]);
    ctx.bus.subscribe((event) => {
      if (event.channel === 'samples') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  /** A bill of a new patient (of `organisationId` when given): a Serum sample and a Urine one unless told. */
  const billFor = async (
    of: TestLab = lab,
    tests: BillingCatalogue = of === lab ? catalogue : otherCatalogue,
    organisationId?: number,
  ): Promise<Bill> => {
    const patient = await billingPatient(ctx, of, organisationId);
    return ctx.services.bills.create({
      actor: of.system,
      input: {
        patientId: patient.id,
        organisationId,
        lines: [
          {
            kind: 'test',
            id: tests.glucose.id,
            quantity: 1,
            copayment: false,
            concession: { type: 'amount', value: 0 },
          },
          { kind: 'test', id: tests.urine.id, quantity: 1, copayment: false, concession: { type: 'amount', value: 0 } },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
        emergency: false,
      },
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
  };
  const versions = (bill: Bill) => bill.samples.map(({ id, version }) => ({ id, version }));
  const changed = (response: { json<T>(): T }) => response.json<SamplesChanged>().samples;
  const sampleAudit = async (ids: number[]) =>
    ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'sample'),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      )
      .orderBy(asc(auditLog.id));
  const listed = async (client: TestClient, query: string) => {
    const response = await client.get(`/api/v1/samples?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SampleList>();
  };
  const collect = (client: TestClient, bill: Bill, collectedAt?: string) =>
    client.post('/api/v1/samples/collect', { samples: versions(bill), collectedAt });

  it("collects a whole bill's samples at the time given, audited and announced, and the pending list shows who and when", async () => {
    const bill = await billFor();
    const collectedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const response = await collect(staff, bill, collectedAt);
    expect(response.statusCode, response.body).toBe(200);
    const samples = changed(response);
    expect(samples.map((sample) => [sample.id, sample.status, sample.collectedAt, sample.version])).toEqual(
      bill.samples.map((sample) => [sample.id, 'collected', collectedAt, 1]),
    );
    expect(samples[0]).toMatchObject({
      collectedBy: 'Sample Staff',
      bill: { id: bill.id, labBillId: bill.labBillId },
      patient: { id: bill.patient.id, fullName: bill.patient.fullName },
      testNames: [catalogue.glucose.name],
      departmentNames: [catalogue.glucose.department.name],
      sampleType: { name: expect.stringMatching(/^Serum/) },
    });

    const page = await listed(desk, `billId=${bill.id}`);
    expect(page.items.map((item) => item.status)).toEqual(['collected', 'collected']);
    const audited = await sampleAudit(bill.samples.map((sample) => sample.id));
    expect(audited.map((row) => [row.action, Number(row.entityId)])).toEqual(
      bill.samples.map((sample) => ['sample.collect', sample.id]),
    );
    expect(audited[0]).toMatchObject({ before: { status: 'notCollected' }, after: { status: 'collected' } });
    await vi.waitFor(() =>
      expect(events.map((event) => event.payload)).toContainEqual({
        kind: 'collected',
        billId: bill.id,
        sampleIds: bill.samples.map((sample) => sample.id),
      } satisfies SamplesPayload),
    );
    expect(events.find((event) => (event.payload as SamplesPayload).billId === bill.id)?.labId).toBe(lab.labId);
  });

  it('refuses a collection time in the future, and changes nothing', async () => {
    const bill = await billFor();
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    const response = await collect(staff, bill, inAnHour);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('collectionTimeInFuture'));
    expect((await listed(desk, `billId=${bill.id}`)).items.map((item) => item.status)).toEqual([
      'notCollected',
      'notCollected',
    ]);
    expect((await staff.post('/api/v1/samples/collect', { samples: [] })).json()).toMatchObject(
      refusal('selectSamples'),
    );
  });

  it('collects all or nothing: a sample already collected or a stale version refuses the whole request', async () => {
    const bill = await billFor();
    const [serum, urine] = bill.samples;
    if (!serum || !urine) throw new Error('The bill has two samples.');
    expect((await staff.post(`/api/v1/samples/${serum.id}/collect`, { version: 0 })).json()).toMatchObject({
      id: serum.id,
      status: 'collected',
      version: 1,
    });
    const again = await staff.post('/api/v1/samples/collect', {
      samples: [
        { id: urine.id, version: 0 },
        { id: serum.id, version: 1 },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('sampleNotCollectable'));
    const staleVersion = await staff.post('/api/v1/samples/collect', { samples: [{ id: urine.id, version: 3 }] });
    expect(staleVersion.statusCode).toBe(409);
    expect(staleVersion.json()).toMatchObject(refusal('staleRecord'));
    expect((await listed(desk, `billId=${bill.id}`)).items.map((item) => [item.id, item.status])).toEqual(
      expect.arrayContaining([
        [serum.id, 'collected'],
        [urine.id, 'notCollected'],
      ]),
    );
  });

  it('uncollects a collected sample, and refuses one not collected', async () => {
    const bill = await billFor();
    const [serum] = bill.samples;
    await collect(staff, bill);
    const response = await staff.post(`/api/v1/samples/${serum?.id}/uncollect`, { version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(changed(response)[0]).toMatchObject({ status: 'notCollected', collectedAt: null, collectedBy: null });
    const refused = await staff.post(`/api/v1/samples/${serum?.id}/uncollect`, { version: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal('sampleNotUncollectable'));
    expect((await sampleAudit([serum?.id ?? 0])).map((row) => row.action)).toEqual([
      'sample.collect',
      'sample.uncollect',
    ]);
  });

  it("receives collected samples, refuses one not collected ('Sample not received'), and lists the patient's received ones", async () => {
    const bill = await billFor();
    const [serum, urine] = bill.samples;
    const notCollected = await staff.post('/api/v1/samples/receive', { samples: versions(bill) });
    expect(notCollected.statusCode).toBe(409);
    expect(notCollected.json()).toMatchObject(refusal('sampleNotReceived'));

    await collect(staff, bill);
    const received = await staff.post('/api/v1/samples/receive', { samples: [{ id: serum?.id, version: 1 }] });
    expect(received.statusCode, received.body).toBe(200);
    expect(changed(received)[0]).toMatchObject({ status: 'received', receivedAt: expect.any(String) });

    // The pending list keeps what is not yet received; a status narrows it to one.
    expect((await listed(desk, `billId=${bill.id}`)).items.map((item) => item.id)).toEqual([urine?.id]);
    expect((await listed(desk, `billId=${bill.id}&status=received`)).items.map((item) => item.id)).toEqual([serum?.id]);
    expect((await listed(desk, `billId=${bill.id}&status=all`)).total).toBe(2);
    const ofPatient = await desk.get(`/api/v1/patients/${bill.patient.id}/samples?status=received`);
    expect(ofPatient.statusCode, ofPatient.body).toBe(200);
    expect(ofPatient.json<SampleList>().items.map((item) => item.id)).toEqual([serum?.id]);
    expect((await sampleAudit([serum?.id ?? 0])).at(-1)).toMatchObject({
      action: 'sample.receive',
      before: { status: 'collected' },
      after: { status: 'received' },
    });
  });

  it('rejects a sample with its reason, lists it among the rejected, and enables it again to be drawn', async () => {
    const bill = await billFor();
    const [serum] = bill.samples;
    await collect(staff, bill);
    const blank = await staff.post(`/api/v1/samples/${serum?.id}/reject`, { version: 1, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const rejected = await staff.post(`/api/v1/samples/${serum?.id}/reject`, { version: 1, reason: 'Haemolysed' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(changed(rejected)[0]).toMatchObject({ status: 'rejected', rejectReason: 'Haemolysed' });

    const rejectedList = await desk.get(`/api/v1/samples/rejected?billId=${bill.id}`);
    expect(rejectedList.json<SampleList>().items.map((item) => [item.id, item.rejectReason])).toEqual([
      [serum?.id, 'Haemolysed'],
    ]);
    const reEnabled = await staff.post(`/api/v1/samples/${serum?.id}/re-enable`, { version: 2 });
    expect(reEnabled.statusCode, reEnabled.body).toBe(200);
    expect(changed(reEnabled)[0]).toMatchObject({
      status: 'notCollected',
      rejectReason: null,
      collectedAt: null,
    });
    expect((await desk.get(`/api/v1/samples/rejected?billId=${bill.id}`)).json<SampleList>().total).toBe(0);
    const again = await staff.post(`/api/v1/samples/${serum?.id}/re-enable`, { version: 3 });
    expect(again.json()).toMatchObject(refusal('sampleNotRejected'));
    expect((await sampleAudit([serum?.id ?? 0])).map((row) => row.action)).toEqual([
      'sample.collect',
      'sample.reject',
      'sample.reEnable',
    ]);
  });

  it('dismisses a sample once, with its reason in the audit', async () => {
    const bill = await billFor();
    const [serum] = bill.samples;
    const dismissed = await staff.post(`/api/v1/samples/${serum?.id}/dismiss`, { version: 0, reason: 'Not needed' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(changed(dismissed)[0]?.status).toBe('dismissed');
    const again = await staff.post(`/api/v1/samples/${serum?.id}/dismiss`, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('sampleAlreadyWithdrawn'));
    expect(await sampleAudit([serum?.id ?? 0])).toEqual([
      expect.objectContaining({
        action: 'sample.dismiss',
        before: expect.objectContaining({ status: 'notCollected' }),
        after: expect.objectContaining({ status: 'dismissed', reason: 'Not needed' }),
      }),
    ]);
  });

  it("redraws a received sample ('Sample Redrawn', flag 1) with the patient's contact and appointment, and redoes one ('Report Redone', flag 2)", async () => {
    const bill = await billFor();
    const [serum, urine] = bill.samples;
    const early = await staff.post(`/api/v1/samples/${serum?.id}/redraw`, { version: 0, comments: 'Clotted' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject(refusal('sampleNotRedrawable'));
    await collect(staff, bill);
    await staff.post('/api/v1/samples/receive', {
      samples: versions(bill).map((sample) => ({ ...sample, version: 1 })),
    });

    const blank = await staff.post(`/api/v1/samples/${serum?.id}/redraw`, { version: 2, comments: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject(refusal('sampleCommentRequired'));
    const appointmentAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const redrawn = await staff.post(`/api/v1/samples/${serum?.id}/redraw`, {
      version: 2,
      comments: 'Clotted',
      patientContact: '9876543210',
      appointmentAt,
    });
    expect(redrawn.statusCode, redrawn.body).toBe(200);
    expect(changed(redrawn)[0]).toMatchObject({
      status: 'notCollected',
      redrawFlag: 1,
      redrawComments: 'Clotted',
      redrawContact: '9876543210',
      redrawAppointmentAt: appointmentAt,
      collectedAt: null,
      receivedAt: null,
    });
    // Back on the pending list, to be drawn again.
    expect((await listed(desk, `billId=${bill.id}`)).items.map((item) => item.id)).toEqual([serum?.id]);

    expect((await staff.post(`/api/v1/samples/${urine?.id}/redo`, { version: 2, comments: '' })).json()).toMatchObject(
      refusal('sampleCommentRequired'),
    );
    const redone = await staff.post(`/api/v1/samples/${urine?.id}/redo`, { version: 2, comments: 'Repeat the run' });
    expect(redone.statusCode, redone.body).toBe(200);
    expect(changed(redone)[0]).toMatchObject({ status: 'received', redrawFlag: 2, redrawComments: 'Repeat the run' });
    const notReceived = await staff.post(`/api/v1/samples/${serum?.id}/redo`, { version: 3, comments: 'Again' });
    expect(notReceived.json()).toMatchObject(refusal('sampleNotRedoable'));
    expect((await sampleAudit([urine?.id ?? 0])).map((row) => row.action)).toEqual([
      'sample.collect',
      'sample.receive',
      'sample.redo',
    ]);
  });

  it('filters the pending list on the server by status, department, organisation, day and text, a page at a time', async () => {
    const organisation = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Clinic'), login: null },
    });
    const ofClinic = await billFor(lab, catalogue, organisation.id);
    const ofMicrobiology = await billFor(lab, microbiology);
    await collect(staff, ofMicrobiology);

    const byOrganisation = await listed(desk, `organisationId=${organisation.id}`);
    expect(byOrganisation.items.map((item) => item.id).sort()).toEqual(ofClinic.samples.map((sample) => sample.id));
    expect(byOrganisation.items[0]?.organisation).toEqual({ id: organisation.id, name: organisation.name });
    const departmentId = microbiology.glucose.department.id;
    const byDepartment = await listed(desk, `departmentId=${departmentId}&status=all`);
    expect(byDepartment.items.map((item) => item.id).sort()).toEqual(ofMicrobiology.samples.map((sample) => sample.id));
    expect((await listed(desk, `departmentId=${departmentId}&status=notCollected`)).total).toBe(0);
    expect((await listed(desk, `departmentId=${departmentId}&status=collected`)).total).toBe(2);

    const today = calendarDateIn(new Date(), 'Asia/Kolkata');
    const tomorrow = calendarDateIn(new Date(Date.now() + 86_400_000), 'Asia/Kolkata');
    expect((await listed(desk, `organisationId=${organisation.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await listed(desk, `organisationId=${organisation.id}&from=${tomorrow}`)).total).toBe(0);
    const [serum] = ofClinic.samples;
    expect((await listed(desk, `search=${serum?.autoSampleId}`)).items.map((item) => item.id)).toEqual([serum?.id]);
    expect((await listed(desk, `search=${encodeURIComponent(ofClinic.patient.fullName)}`)).total).toBe(2);

    const first = await listed(desk, `organisationId=${organisation.id}&limit=1&sort=autoSampleId&direction=asc`);
    expect(first).toMatchObject({ total: 2, nextCursor: expect.any(String) });
    const second = await listed(
      desk,
      `organisationId=${organisation.id}&limit=1&offset=1&sort=autoSampleId&direction=asc`,
    );
    expect([first.items[0]?.id, second.items[0]?.id].sort()).toEqual(ofClinic.samples.map((sample) => sample.id));
    expect((await desk.get('/api/v1/samples?status=lost')).statusCode).toBe(400);
  });

  it("keeps a collection centre to its organisation's samples; it may collect them, not receive them", async () => {
    const organisation = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Centre'), login: null },
    });
    const centre = await collectionCentreUser(ctx, lab, organisation.id);
    const own = await billFor(lab, catalogue, organisation.id);
    const notOwn = await billFor();

    const page = (await centre.get('/api/v1/samples?limit=200')).json<SampleList>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item: SampleListItem) => item.bill.id === own.id)).toBe(true);
    expect((await centre.get(`/api/v1/patients/${notOwn.patient.id}/samples`)).statusCode).toBe(404);

    const elsewhere = await collect(centre, notOwn);
    expect(elsewhere.statusCode).toBe(404);
    const collected = await collect(centre, own);
    expect(collected.statusCode, collected.body).toBe(200);
    const receive = await centre.post('/api/v1/samples/receive', {
      samples: versions(own).map((sample) => ({ ...sample, version: 1 })),
    });
    expect(receive.statusCode).toBe(403);
  });

  it("keeps a session working in one branch to that branch's samples (spec 001 §6)", async () => {
    const branched = await ctx.createLab();
    const tests = await billingCatalogue(ctx, branched);
    await branched.admin.put('/api/v1/branches/management', { enabled: true });
    const east = (await branched.admin.post('/api/v1/branches', { name: 'East' })).json<{ id: number }>();
    const west = (await branched.admin.post('/api/v1/branches', { name: 'West' })).json<{ id: number }>();
    const [eastStaff, westStaff] = await Promise.all([
      branched.user({ branchId: east.id, sampleAccess: true }),
      branched.user({ branchId: west.id, sampleAccess: true }),
    ]);
    const made = await eastStaff.post('/api/v1/bills', {
      patientId: (await billingPatient(ctx, branched)).id,
      lines: [{ kind: 'test', id: tests.glucose.id }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const bill = made.json<Bill>();

    expect((await listed(westStaff, `billId=${bill.id}`)).total).toBe(0);
    expect((await westStaff.get(`/api/v1/samples?branchId=${east.id}`)).json()).toMatchObject(
      refusal('branchNotAvailable'),
    );
    expect((await collect(westStaff, bill)).statusCode).toBe(404);
    const own = await listed(eastStaff, `billId=${bill.id}`);
    expect(own.items.map((item) => item.branch)).toEqual([{ id: east.id, name: 'East' }]);
    expect((await collect(eastStaff, bill)).statusCode).toBe(200);
  });

  it("refuses a user without sample access, and another lab's samples as not found", async () => {
    const bill = await billFor();
    const [serum] = bill.samples;
    expect((await collect(desk, bill)).statusCode).toBe(403);
    expect((await desk.post(`/api/v1/samples/${serum?.id}/reject`, { version: 0, reason: 'No' })).statusCode).toBe(403);
    expect((await desk.post(`/api/v1/samples/${serum?.id}/redraw`, { version: 0, comments: 'No' })).statusCode).toBe(
      403,
    );

    const theirs = await billFor(other);
    const [theirSerum] = theirs.samples;
    expect((await collect(staff, theirs)).statusCode).toBe(404);
    expect((await staff.post(`/api/v1/samples/${theirSerum?.id}/dismiss`, { version: 0 })).statusCode).toBe(404);
    expect((await staff.get(`/api/v1/patients/${theirs.patient.id}/samples`)).statusCode).toBe(404);
    expect((await listed(staff, `billId=${theirs.id}&status=all`)).total).toBe(0);
    expect(await sampleAudit(theirs.samples.map((sample) => sample.id))).toEqual([]);
  });

  it('lets one of two users collecting the same sample at once win; the other is told it moved on', async () => {
    const bill = await billFor();
    const [serum] = bill.samples;
    const body = { samples: [{ id: serum?.id, version: 0 }] };
    const answers = await Promise.all([
      staff.post('/api/v1/samples/collect', body),
      secondStaff.post('/api/v1/samples/collect', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject(refusal('staleRecord'));
    expect((await sampleAudit([serum?.id ?? 0])).map((row) => row.action)).toEqual(['sample.collect']);
  });

  it("keeps a collected sample's bill line from being cancelled", async () => {
    const bill = await billFor();
    await collect(staff, bill);
    const line = bill.lines[0];
    const refused = await lab.admin.post(`/api/v1/bills/${bill.id}/lines/${line?.id}/cancel`, {
      reason: 'Too late',
      version: bill.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(refusal('lineSampleCollected'));
  });
});
