import type { Bill, SampleTimeline } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

describe('GET /api/v1/samples/{id}/timeline: a sample tracked from its audit (spec 001 §2, spec 002 §2)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  let staff: TestClient;
  let desk: TestClient;
  let organisationId: number;
  let organisationName: string;
  let centre: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [catalogue, otherCatalogue] = await Promise.all([billingCatalogue(ctx, lab), billingCatalogue(ctx, other)]);
    [staff, desk] = await Promise.all([lab.user({ sampleAccess: true, fullName: 'Tracking Staff' }), lab.user()]);
    const organisation = await lab.organisation();
    organisationId = organisation.id;
    organisationName = (await ctx.services.organisations.principal(lab.labId, organisationId))?.name ?? '';
    centre = await collectionCentreUser(ctx, lab, organisationId);
  });
  afterAll(() => ctx.close());

  /** A bill of one Serum sample for a new patient (of the organisation when given). */
  const billFor = async (of: TestLab = lab, ofOrganisation?: number): Promise<Bill> => {
    const patient = await billingPatient(ctx, of, ofOrganisation);
    return ctx.services.bills.create({
      actor: of.system,
      input: {
        patientId: patient.id,
        organisationId: ofOrganisation,
        lines: [
          {
            kind: 'test',
            id: (of === lab ? catalogue : otherCatalogue).glucose.id,
            quantity: 1,
            copayment: false,
            concession: { type: 'amount', value: 0 },
          },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
        emergency: false,
      },
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
  };
  const sampleOf = (bill: Bill) => {
    const [sample] = bill.samples;
    if (!sample) throw new Error('The bill has no sample');
    return sample;
  };
  const timelineOf = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/v1/samples/${id}/timeline`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SampleTimeline>();
  };
  const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);
  const marks = (timeline: SampleTimeline) => timeline.steps.map((step) => [step.step, step.mark]);

  it('after collect, receive, reject and re-enable: every event in order under its step, who and from where, and the marks', async () => {
    const bill = await billFor(lab, organisationId);
    const sample = sampleOf(bill);
    const fresh = await timelineOf(desk, sample.id);
    expect(marks(fresh)).toEqual([
      ['billed', 'out'],
      ['collected', 'in'],
      ['received', 'pending'],
      ['accessioned', 'pending'],
      ['reportEntry', 'pending'],
      ['signed', 'pending'],
    ]);
    expect(fresh.progress).toBe('inProgress');
    expect(fresh.steps[0]?.events).toEqual([
      expect.objectContaining({ action: 'bill.create', by: null, place: null, ipAddress: null }),
    ]);

    // The collection centre draws it; the lab receives it, rejects it and enables it again.
    ok(await centre.post('/api/v1/samples/collect', { samples: [{ id: sample.id, version: 0 }] }));
    ok(await staff.post('/api/v1/samples/receive', { samples: [{ id: sample.id, version: 1 }] }));
    ok(await staff.post(`/api/v1/samples/${sample.id}/reject`, { version: 2, reason: 'Haemolysed' }));
    ok(await staff.post(`/api/v1/samples/${sample.id}/re-enable`, { version: 3 }));

    const timeline = await timelineOf(desk, sample.id);
    expect(marks(timeline)).toEqual([
      ['billed', 'out'],
      ['collected', 'in'],
      ['received', 'sentBack'],
      ['accessioned', 'pending'],
      ['reportEntry', 'pending'],
      ['signed', 'pending'],
    ]);
    expect(timeline.latestStep).toBe('collected');
    expect(timeline.progress).toBe('inProgress');
    const events = (step: string) =>
      timeline.steps
        .find((found) => found.step === step)
        ?.events.map((event) => [event.action, event.by, event.place, event.statusBefore, event.statusAfter]);
    const centrePlace = { kind: 'collectionCentre', name: organisationName };
    expect(events('collected')).toEqual([
      ['sample.collect', expect.any(String), centrePlace, 'notCollected', 'collected'],
      ['sample.reEnable', 'Tracking Staff', { kind: 'lab' }, 'rejected', 'notCollected'],
    ]);
    expect(events('received')).toEqual([
      ['sample.receive', 'Tracking Staff', { kind: 'lab' }, 'collected', 'received'],
      ['sample.reject', 'Tracking Staff', { kind: 'lab' }, 'received', 'rejected'],
    ]);
    const reject = timeline.steps[2]?.events[1];
    expect(reject?.comment).toBe('Haemolysed');
    // Done over HTTP, each step names the address it came from; the bill's making by the system none.
    expect(timeline.steps[2]?.events.map((event) => event.ipAddress)).toEqual([expect.any(String), expect.any(String)]);
    expect(timeline.steps[2]?.events[0]?.ipAddress).toMatch(/^[\d.:a-f]+$/);
    // Each step lists its events oldest first.
    const collectedTimes = timeline.steps[1]?.events.map((event) => Date.parse(event.at)) ?? [];
    expect(collectedTimes).toEqual([...collectedTimes].sort((a, b) => a - b));
    expect(timeline.sample).toMatchObject({
      id: sample.id,
      autoSampleId: sample.autoSampleId,
      status: 'notCollected',
      bill: { id: bill.id, labBillId: bill.labBillId },
      patient: { id: bill.patient.id, fullName: bill.patient.fullName },
    });

    // Drawn again: it comes to receipt again.
    ok(await staff.post('/api/v1/samples/collect', { samples: [{ id: sample.id, version: 4 }] }));
    expect(marks(await timelineOf(desk, sample.id)).slice(1, 3)).toEqual([
      ['collected', 'out'],
      ['received', 'in'],
    ]);
  });

  it("opens from a lab report (the link #/sample-preparation/{processId}/{stepId}/{labReportId}); another lab's report is not found", async () => {
    const bill = await billFor();
    const [report] = bill.reports;
    const response = await desk.get(`/api/v1/reports/${report?.id}/sample-timeline`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SampleTimeline>().sample.id).toBe(report?.sampleId);
    const elsewhere = await billFor(other);
    expect((await desk.get(`/api/v1/reports/${elsewhere.reports[0]?.id}/sample-timeline`)).statusCode).toBe(404);
    expect((await desk.get('/api/v1/reports/987654321/sample-timeline')).statusCode).toBe(404);
    expect((await desk.get('/api/v1/reports/abc/sample-timeline')).statusCode).toBe(400);
  });

  it("answers 404 for another lab's sample and for another organisation's to a collection centre; 400 for a bad id", async () => {
    const elsewhere = sampleOf(await billFor(other));
    expect((await desk.get(`/api/v1/samples/${elsewhere.id}/timeline`)).statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/samples/${elsewhere.id}/timeline`)).statusCode).toBe(200);

    const ownSample = sampleOf(await billFor(lab, organisationId));
    const walkIn = sampleOf(await billFor(lab));
    expect((await centre.get(`/api/v1/samples/${ownSample.id}/timeline`)).statusCode).toBe(200);
    expect((await centre.get(`/api/v1/samples/${walkIn.id}/timeline`)).statusCode).toBe(404);

    expect((await desk.get('/api/v1/samples/abc/timeline')).statusCode).toBe(400);
    expect((await desk.get('/api/v1/samples/0/timeline')).statusCode).toBe(400);
  });

  it('is refused to someone without samples.view, and to someone not signed in', async () => {
    const sample = sampleOf(await billFor());
    const doctor = await lab.doctor();
    expect((await doctor.get(`/api/v1/samples/${sample.id}/timeline`)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/samples/${sample.id}/timeline` });
    expect(anonymous.statusCode).toBe(401);
  });
});
