import { Readable } from 'node:stream';
import type { Bill, BillAttachment, BillAttachmentList } from '@lims/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billAttachments, files } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, systemBill } from './bills.test-support.js';

const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const fileNotValid = errorBody('bad_request', 'fileNotValid', 'File is not valid.', 'file');

describe('bill attachments (spec 001 §3 Attachment; §7 getBillAttachmentList, uploadBillingAttachment, /downloadBillingAttachment/)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let desk: TestClient;
  let bill: Bill;
  let otherBill: Bill;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    desk = await lab.user();
    bill = await systemBill(ctx, lab, { lines: [{ kind: 'test', id: catalogue.glucose.id }] });
    otherBill = await systemBill(ctx, other, {
      lines: [{ kind: 'test', id: (await billingCatalogue(ctx, other)).glucose.id }],
    });
  });
  afterAll(() => ctx.close());

  const path = (billId: number) => `/api/v1/bills/${billId}/attachments`;
  const upload = (client: TestClient, billId: number, fileName: string, content: Buffer) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('POST', path(billId), payload, headers);
  };
  const attached = async (fileName: string, content: Buffer): Promise<BillAttachment> => {
    const response = await upload(desk, bill.id, fileName, content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const counts = async () => ({
    attachments: (await ctx.database.db.select({ rows: count() }).from(billAttachments))[0]?.rows,
    files: (await ctx.database.db.select({ rows: count() }).from(files))[0]?.rows,
  });

  it('keeps an image and a PDF as bill attachments, names who added them, audits and lists them', async () => {
    const photo = await attached('prescription.png', sampleFiles.png);
    const letter = await attached('referral letter.pdf', sampleFiles.pdf);
    expect(photo).toMatchObject({
      name: 'prescription.png',
      mediaType: 'image/png',
      sizeBytes: sampleFiles.png.length,
      fileType: 'Image',
      createdBy: expect.any(String),
    });
    expect(letter).toMatchObject({ name: 'referral letter.pdf', mediaType: 'application/pdf', fileType: 'PDF' });
    const list = await desk.get(path(bill.id));
    expect(list.statusCode).toBe(200);
    expect(list.json<BillAttachmentList>().items).toEqual([photo, letter]);
    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'bill'), eq(auditLog.entityId, String(bill.id))));
    expect(audit.filter((row) => row.action === 'bill.add_attachment')).toHaveLength(2);
    expect((await desk.get(`/api/v1/bills/${bill.id}`)).json<Bill>().attachmentCount).toBe(2);
  });

  it('sends the file inline, with its type read from its content, so that it opens in its own tab', async () => {
    const letter = await attached('approval.pdf', sampleFiles.pdf);
    const response = await desk.get(`${path(bill.id)}/${letter.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="approval.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it('refuses other types, a file whose content is not what its name says, and one above 5 MB', async () => {
    const before = await counts();
    for (const [name, content] of [
      ['notes.txt', Buffer.from('plain text')],
      ['fake.png', sampleFiles.pdf],
      ['report.docx', sampleFiles.png],
    ] as const) {
      const response = await upload(desk, bill.id, name, content);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual(fileNotValid);
    }
    const large = await upload(desk, bill.id, 'scan.png', pngOfSize(5 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.messageKey).toBe('fileTooLarge');
    expect(await upload(desk, bill.id, 'scan.png', pngOfSize(5 * 1024 * 1024))).toHaveProperty('statusCode', 201);
    expect((await counts()).attachments).toBe((before.attachments ?? 0) + 1);
  });

  it("another lab's bill and attachment are not found, and nothing is kept", async () => {
    const theirs = await ctx.services.billAttachments.upload({
      actor: other.system,
      billId: otherBill.id,
      upload: { fileName: 'theirs.png', stream: Readable.from([sampleFiles.png]) },
    });
    const before = await counts();
    const answers = [
      await desk.get(path(otherBill.id)),
      await upload(desk, otherBill.id, 'x.png', sampleFiles.png),
      await desk.get(`${path(otherBill.id)}/${theirs.id}`),
      await desk.get(`${path(bill.id)}/${theirs.id}`),
      await desk.get(path(999_999_999)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    expect(await counts()).toEqual(before);
  });

  it('a referral user may neither read nor add them', async () => {
    const referral = await lab.user({ isReferral: true });
    expect((await referral.get(path(bill.id))).statusCode).toBe(403);
    expect((await upload(referral, bill.id, 'x.png', sampleFiles.png)).statusCode).toBe(403);
  });
});
