import {
  type Bill,
  CreateOutsourceCentre,
  type OutsourceCentre,
  type OutsourceCentrePriceList,
  type OutsourcingChanged,
  type OutsourcingRelation,
  type OutsourcingReportItem,
  type OutsourcingReportList,
  type SampleList,
  UpdateOutsourceCentre,
} from '@lims/contract';
import { isDomainError, messages } from '@lims/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAmbientDatabase } from '../../db/transactions.js';
import { multipartUpload, sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, systemBill } from '../billing/bills.test-support.js';
import { createOutsourcingService } from './outsourcing.service.js';

describe('Outsourcing (spec 002 §7 Outsourcing, §8 Outsource; spec 001 §2 Outsource Eligible, §3 outsourcedReportFlag)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let staff: TestClient;
  let secondStaff: TestClient;
  let desk: TestClient;
  let centre: OutsourceCentre;
  let cheaper: OutsourceCentre;
  let otherCentre: OutsourceCentre;

  const newCentre = (of: TestLab) =>
    ctx.services.outsourceCentres.create({
      actor: of.system,
      input: CreateOutsourceCentre.parse({ name: uniqueName('Reference Lab') }),
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    [staff, secondStaff, desk] = await Promise.all([
      lab.user({ sampleAccess: true, fullName: 'Outsourcing Staff' }),
      lab.user({ sampleAccess: true }),
      lab.user(),
    ]);
    [centre, cheaper, otherCentre] = await Promise.all([newCentre(lab), newCentre(lab), newCentre(other)]);
    // The centre charges 90.00 for glucose; creatinine it has no price for (its catalogue cost, 0).
    await ctx.services.outsourcePrices.updatePrices({
      actor: lab.system,
      centreId: centre.id,
      input: { prices: [{ testId: catalogue.glucose.id, price: 9_000 }] },
    });
    await ctx.services.labTests.update({
      actor: lab.system,
      id: catalogue.urine.id,
      input: { isOutsourceTest: true, outsourceCentreId: cheaper.id, version: catalogue.urine.version },
    });
  });
  afterAll(() => ctx.close());

  const billOf = (...testIds: number[]): Promise<Bill> =>
    systemBill(ctx, lab, { lines: testIds.map((id) => ({ kind: 'test' as const, id })) });
  const reportsOf = (bill: Bill) => bill.reports.map((report) => report.id);
  const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
    expect(response.statusCode, response.body).toBe(status);
  const errorOf = (response: { body: string }) =>
    (JSON.parse(response.body) as { error: { messageKey: string; message: string } }).error;
  const outsource = (client: TestClient, reports: { labReportId: number; centreId: number }[]) =>
    client.post('/api/v1/outsourcing', { reports });
  const listOf = async (client: TestClient, query: string) => {
    const response = await client.get(`/api/v1/outsourcing/reports?${query}`);
    expectStatus(response, 200);
    return response.json<OutsourcingReportList>();
  };
  const itemOf = async (labReportId: number, billId: number, view = 'all'): Promise<OutsourcingReportItem> => {
    const found = (await listOf(staff, `view=${view}&billId=${billId}`)).items.find(
      (item) => item.labReportId === labReportId,
    );
    if (!found) throw new Error(`Report ${labReportId} is not in the ${view} view`);
    return found;
  };

  /** The samples of a bill the samples desk marks Outsourced. */
  const outsourcedSamples = async (billId: number) => {
    const response = await staff.get(`/api/v1/samples?billId=${billId}&status=all`);
    expectStatus(response, 200);
    return response
      .json<SampleList>()
      .items.filter((sample) => sample.outsourced)
      .map((sample) => sample.id);
  };
  const urineSampleOf = (bill: Bill) =>
    bill.reports.find((report) => report.testId === catalogue.urine.id)?.sampleId ?? 0;

  it("lists an outsource test, or one billed to a centre, as 'Outsource Eligible' with its suggested centre", async () => {
    const bill = await billOf(catalogue.urine.id, catalogue.glucose.id);
    const [urine, glucose] = reportsOf(bill);
    const eligible = (await listOf(staff, `billId=${bill.id}`)).items;
    expect(eligible.map((item) => item.labReportId)).toEqual([urine]);
    expect(eligible[0]).toMatchObject({
      outsourceEligible: true,
      outsourcedReportFlag: 0,
      suggestedCentre: { id: cheaper.id, name: cheaper.name },
      outsourcing: null,
      test: { id: catalogue.urine.id, isOutsourceTest: true },
    });
    expect((await itemOf(glucose ?? 0, bill.id)).outsourceEligible).toBe(false);

    // Sent, it leaves the eligible view; put back it returns; done by the centre it stays out of it.
    const eligibleIds = async () => (await listOf(staff, `billId=${bill.id}`)).items.map((item) => item.labReportId);
    const sendUrine = async () => {
      const response = await outsource(staff, [{ labReportId: urine ?? 0, centreId: cheaper.id }]);
      expectStatus(response, 200);
      const sending = response.json<OutsourcingChanged>().reports[0]?.outsourcing;
      if (!sending) throw new Error('Not outsourced');
      return sending;
    };
    let sending = await sendUrine();
    expect(await eligibleIds()).toEqual([]);
    // The samples desk marks the sample whose test is out 'Outsourced' (spec 002 §2), and only it.
    expect(await outsourcedSamples(bill.id)).toEqual([urineSampleOf(bill)]);
    expectStatus(await staff.post(`/api/v1/outsourcing/${sending.id}/put-back`, { version: sending.version }), 200);
    expect(await eligibleIds()).toEqual([urine]);
    sending = await sendUrine();
    expectStatus(
      await staff.post(`/api/v1/outsourcing/${sending.id}/put-back-done`, { version: sending.version }),
      200,
    );
    expect(await eligibleIds()).toEqual([]);
    expect((await itemOf(urine ?? 0, bill.id)).outsourceEligible).toBe(false);
    expect(await outsourcedSamples(bill.id)).toEqual([]);
  });

  it("outsources two tests at their centres' prices, all at once: 'Tests Outsourced Successfully.' is the page's, the flag 2", async () => {
    const bill = await billOf(catalogue.glucose.id, catalogue.creatinine.id);
    const [glucose = 0, creatinine = 0] = reportsOf(bill);
    const response = await outsource(staff, [
      { labReportId: glucose, centreId: centre.id },
      { labReportId: creatinine, centreId: centre.id },
    ]);
    expectStatus(response, 200);
    const { reports } = response.json<OutsourcingChanged>();
    expect(reports.map((item) => [item.labReportId, item.outsourcedReportFlag, item.outsourcing?.price])).toEqual([
      [glucose, 2, 9_000],
      [creatinine, 2, catalogue.creatinine.cost],
    ]);
    expect(reports[0]?.outsourcing).toMatchObject({
      centre: { id: centre.id, name: centre.name },
      status: 'sent',
      outsourcedBy: 'Outsourcing Staff',
      fileReport: false,
    });
    const outsourced = await listOf(staff, `view=outsourced&billId=${bill.id}&direction=asc`);
    expect(outsourced.items.map((item) => item.labReportId)).toEqual([glucose, creatinine]);
    expect((await listOf(staff, `view=outsourced&centreId=${cheaper.id}&billId=${bill.id}`)).items).toEqual([]);
    expect(messages.testsOutsourced).toBe('Tests Outsourced Successfully.');
  });

  it("refuses an empty selection with 'Please select mapped tests for outsource.' (400)", async () => {
    const response = await outsource(staff, []);
    expectStatus(response, 400);
    expect(JSON.stringify(errorOf(response))).toContain('selectMappedTestsForOutsource');
  });

  it('refuses a disabled centre, another lab’s centre or report (404), all or none', async () => {
    const bill = await billOf(catalogue.glucose.id);
    const [report = 0] = reportsOf(bill);
    const disabled = await newCentre(lab);
    await ctx.services.outsourceCentres.update({
      actor: lab.system,
      id: disabled.id,
      input: UpdateOutsourceCentre.parse({ enabled: false, version: disabled.version }),
    });
    expectStatus(await outsource(staff, [{ labReportId: report, centreId: disabled.id }]), 404);
    expectStatus(await outsource(staff, [{ labReportId: report, centreId: otherCentre.id }]), 404);
    const theirs = await systemBill(ctx, other, {
      lines: [{ kind: 'test', id: (await billingCatalogue(ctx, other)).glucose.id }],
    });
    expectStatus(
      await outsource(staff, [
        { labReportId: report, centreId: centre.id },
        { labReportId: theirs.reports[0]?.id ?? 0, centreId: centre.id },
      ]),
      404,
    );
    // Nothing of the refused request was kept.
    expect((await itemOf(report, bill.id)).outsourcing).toBeNull();
  });

  it('refuses a cancelled report and one already out (409, the domain’s refusal)', async () => {
    const bill = await billOf(catalogue.glucose.id, catalogue.creatinine.id);
    const [glucose = 0, creatinine = 0] = reportsOf(bill);
    const cancelled = await ctx.services.billLifecycle.cancelLine({
      actor: lab.system,
      id: bill.id,
      lineId: bill.lines[1]?.id ?? 0,
      input: { reason: 'Not needed', version: bill.version },
    });
    expect(cancelled.reports.find((report) => report.id === creatinine)?.status).toBe('cancelled');
    const refused = await outsource(staff, [{ labReportId: creatinine, centreId: centre.id }]);
    expectStatus(refused, 409);
    expect(errorOf(refused).message).toBe(messages.reportNotOutsourceable);

    expectStatus(await outsource(staff, [{ labReportId: glucose, centreId: centre.id }]), 200);
    const again = await outsource(staff, [{ labReportId: glucose, centreId: cheaper.id }]);
    expectStatus(again, 409);
    expect(errorOf(again).message).toBe('This test is already outsourced.');
  });

  it('two users outsourcing the same report at once: one wins, the other is told it is already outsourced', async () => {
    const bill = await billOf(catalogue.glucose.id);
    const [report = 0] = reportsOf(bill);
    const answers = await Promise.all([
      outsource(staff, [{ labReportId: report, centreId: centre.id }]),
      outsource(secondStaff, [{ labReportId: report, centreId: cheaper.id }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(errorOf(loser ?? { body: '{}' }).messageKey).toBe('reportAlreadyOutsourced');
    expect(
      (await ctx.services.outsourcing.relation({ actor: lab.system, labReportId: report })).outsourcings,
    ).toHaveLength(1);
  });

  it("answers an unexpected failure with 'Failed to outsource test.' (500), keeping nothing", async () => {
    const bill = await billOf(catalogue.glucose.id);
    const [report = 0] = reportsOf(bill);
    const broken = createOutsourcingService({
      db: createAmbientDatabase(ctx.database.db),
      now: () => new Date(),
      bus: ctx.bus,
      labReports: ctx.services.labReports,
      prices: {
        enabledCentre: ctx.services.outsourcePrices.enabledCentre,
        pricesAt: () => Promise.reject(new Error('price list unreadable')),
      },
      files: ctx.services.files,
      labs: ctx.services.labs,
    });
    const failure = await broken
      .outsource({ actor: lab.system, input: { reports: [{ labReportId: report, centreId: centre.id }] } })
      .catch((error: unknown) => error);
    expect(isDomainError(failure) && [failure.code, failure.message]).toEqual([
      'internal',
      'Failed to outsource test.',
    ]);
    expect((await itemOf(report, bill.id)).outsourcing).toBeNull();
  });

  it('puts a report back, or back marked done; each once, at the version read; the history keeps every sending', async () => {
    const bill = await billOf(catalogue.glucose.id, catalogue.creatinine.id);
    const [glucose = 0, creatinine = 0] = reportsOf(bill);
    const sent = (
      await outsource(staff, [
        { labReportId: glucose, centreId: centre.id },
        { labReportId: creatinine, centreId: cheaper.id },
      ])
    ).json<OutsourcingChanged>().reports;
    const [first, second] = sent.map((item) => item.outsourcing);
    if (!first || !second) throw new Error('Not outsourced');

    expectStatus(await staff.post(`/api/v1/outsourcing/${first.id}/put-back`, { version: first.version + 1 }), 409);
    const back = await staff.post(`/api/v1/outsourcing/${first.id}/put-back`, { version: first.version });
    expectStatus(back, 200);
    expect(back.json<OutsourcingReportItem>()).toMatchObject({
      outsourcedReportFlag: 0,
      outsourceEligible: false,
      outsourcing: { status: 'returned' },
    });
    const twice = await staff.post(`/api/v1/outsourcing/${first.id}/put-back`, { version: first.version + 1 });
    expectStatus(twice, 409);
    expect(errorOf(twice).message).toBe('This report is not outsourced.');

    const done = await staff.post(`/api/v1/outsourcing/${second.id}/put-back-done`, { version: second.version });
    expectStatus(done, 200);
    expect(done.json<OutsourcingReportItem>().outsourcing?.status).toBe('done');
    const returned = await listOf(staff, `view=returned&billId=${bill.id}&direction=asc`);
    expect(returned.items.map((item) => [item.labReportId, item.outsourcing?.status])).toEqual([
      [glucose, 'returned'],
      [creatinine, 'done'],
    ]);
    // The centre's result is the report now: it is not sent again.
    const again = await outsource(staff, [{ labReportId: creatinine, centreId: centre.id }]);
    expectStatus(again, 409);
    expect(errorOf(again).message).toBe('This test is already outsourced.');

    // Put back, it may be sent again: the relation lists both sendings, newest first.
    expectStatus(await outsource(staff, [{ labReportId: glucose, centreId: cheaper.id }]), 200);
    const relation = await staff.get(`/api/v1/outsourcing/relation?labReportId=${glucose}`);
    expectStatus(relation, 200);
    expect(relation.json<OutsourcingRelation>().outsourcings.map((entry) => [entry.centre.id, entry.status])).toEqual([
      [cheaper.id, 'sent'],
      [centre.id, 'returned'],
    ]);
  });

  it("converts an outsourced report to a file report with the centre's PDF, opens it, and makes it normal again", async () => {
    const bill = await billOf(catalogue.glucose.id);
    const [report = 0] = reportsOf(bill);
    const sending = (await outsource(staff, [{ labReportId: report, centreId: centre.id }])).json<OutsourcingChanged>()
      .reports[0]?.outsourcing;
    if (!sending) throw new Error('Not outsourced');
    const uploadTo = (client: TestClient, version: number, fileName: string, content: Buffer) => {
      const { payload, headers } = multipartUpload(fileName, content);
      return client.request(
        'POST',
        `/api/v1/outsourcing/${sending.id}/file-report?version=${version}`,
        payload,
        headers,
      );
    };
    expectStatus(await uploadTo(staff, sending.version, 'report.txt', Buffer.from('text')), 400);
    expectStatus(await uploadTo(desk, sending.version, 'report.pdf', sampleFiles.pdf), 403);
    const converted = await uploadTo(staff, sending.version, 'report.pdf', sampleFiles.pdf);
    expectStatus(converted, 200);
    const item = converted.json<OutsourcingReportItem>();
    expect(item.outsourcing).toMatchObject({ fileReport: true, version: sending.version + 1 });
    const opened = await staff.get(`/api/v1/outsourcing/${sending.id}/file-report`);
    expectStatus(opened, 200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    const stale = await staff.request('DELETE', `/api/v1/outsourcing/${sending.id}/file-report?version=0`);
    expectStatus(stale, 409);
    const normal = await staff.request(
      'DELETE',
      `/api/v1/outsourcing/${sending.id}/file-report?version=${sending.version + 1}`,
    );
    expectStatus(normal, 200);
    expect(normal.json<OutsourcingReportItem>().outsourcing).toMatchObject({ fileReport: false, fileId: null });
    expectStatus(await staff.get(`/api/v1/outsourcing/${sending.id}/file-report`), 404);
  });

  it('keeps outsourcing to sample staff of the lab, and another lab’s sendings and reports out of reach (404)', async () => {
    expectStatus(await desk.get('/api/v1/outsourcing/reports'), 403);
    expectStatus(await outsource(desk, [{ labReportId: 1, centreId: centre.id }]), 403);
    const bill = await billOf(catalogue.glucose.id);
    const [report = 0] = reportsOf(bill);
    const sending = (await outsource(staff, [{ labReportId: report, centreId: centre.id }])).json<OutsourcingChanged>()
      .reports[0]?.outsourcing;
    const stranger = await other.user({ sampleAccess: true });
    expectStatus(await stranger.post(`/api/v1/outsourcing/${sending?.id}/put-back`, { version: 0 }), 404);
    expectStatus(await stranger.get(`/api/v1/outsourcing/relation?labReportId=${report}`), 404);
    expect((await listOf(stranger, 'view=all')).items.map((item) => item.labReportId)).not.toContain(report);
  });

  it("answers what a centre charges, else the catalogue cost; the administrator keeps the centre's price list", async () => {
    const prices = await staff.post('/api/v1/outsourcing/prices', {
      centreId: centre.id,
      testIds: [catalogue.glucose.id, catalogue.creatinine.id],
    });
    expectStatus(prices, 200);
    expect(prices.json()).toEqual({
      prices: [
        { testId: catalogue.glucose.id, price: 9_000, fromCatalogue: false },
        { testId: catalogue.creatinine.id, price: catalogue.creatinine.cost, fromCatalogue: true },
      ],
    });
    const centres = await staff.get(`/api/v1/outsourcing/test-centres?testId=${catalogue.urine.id}`);
    expectStatus(centres, 200);
    expect(centres.json().centres).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ centre: { id: cheaper.id, name: cheaper.name }, suggested: true }),
      ]),
    );

    const path = `/api/v1/outsource-centres/${cheaper.id}/prices`;
    expectStatus(await staff.get(path), 403);
    expectStatus(
      await lab.admin.put(path, { prices: [{ testId: (await billingCatalogue(ctx, other)).glucose.id, price: 1 }] }),
      404,
    );
    expectStatus(await lab.admin.put(`/api/v1/outsource-centres/${otherCentre.id}/prices`, { prices: [] }), 404);
    const saved = await lab.admin.put(path, { prices: [{ testId: catalogue.urine.id, price: 4_500 }] });
    expectStatus(saved, 200);
    const list = saved.json<OutsourceCentrePriceList>();
    expect(list.items.find((item) => item.test.id === catalogue.urine.id)?.price).toBe(4_500);
    expect(list.items.find((item) => item.test.id === catalogue.glucose.id)?.price).toBeNull();
  });
});
