import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  RegisterPatient,
  type ReportLinkSummary,
  type ShareOptions,
  type ShareResult,
} from '@lims/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import {
  auditLog,
  bills,
  type LabSettingsDocument,
  labReports,
  outboxMessages,
  reportLinks,
} from '../../db/schema/index.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { createJobsService } from '../../platform/jobs/jobs.service.js';
import { createMessagesService } from '../../platform/messages/messages.service.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';
import { createLabsService } from '../settings/labs.service.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

/** A real SMTP server on a free port, keeping every mail it receives, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** pdftotext on a PDF, with the user password when given: its exit status and its text on one line. */
const readPdf = (pdf: Buffer, password?: string) => {
  const result = spawnSync('pdftotext', [...(password ? ['-upw', password] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  });
  return { status: result.status, text: result.stdout.toString('utf8').replace(/\s+/g, ' ').trim() };
};

const addressesOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((value) => value.address));

describe('sharing reports (spec 001 §2 Share Report modal, §5 Sharing, §8 Share single, multi and warnings; decision 0044)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let labTest: CatalogueTest;
  let otherTest: CatalogueTest;
  /** The front desk: prints, so shares. */
  let desk: TestUser;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** A server configured with SMTP_URL on this database: its worker sends what the shares queued. */
  let deliver: () => Promise<number>;

  const catalogueTest = async (of: TestLab) => {
    const department = await of.department(uniqueName('Biochemistry'));
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('GLU'),
        name: uniqueName('Fasting Glucose'),
        departmentId: department.id,
        sampleTypeId: null,
        price: 15_000,
        targetTatMinutes: 60,
        isRadiology: true,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Impression', isNumeric: false }],
      }),
    });
    return test;
  };

  const patientOf = (of: TestLab, details: { email?: string | null; dateOfBirth?: string; mobile?: string | null }) =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        firstName: 'Asha',
        lastName: uniqueName('Verma'),
        gender: 'Female',
        mobile: details.mobile === undefined ? '9876543210' : details.mobile,
        email: details.email === undefined ? 'asha@example.com' : details.email,
        ...(details.dateOfBirth ? { dateOfBirth: details.dateOfBirth } : { age: 36, ageUnit: 'Years' }),
      }),
    });

  /** A bill of `count` reports for a patient, signed unless told, paid unless `due`. */
  const billed = async ({
    of = lab,
    patientId,
    count = 1,
    signed = true,
    due = false,
    referralDoctorId,
  }: {
    of?: TestLab;
    patientId?: number;
    count?: number;
    signed?: boolean;
    due?: boolean;
    referralDoctorId?: number;
  } = {}) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patientId ?? (await patientOf(of, {})).id,
        referralDoctorId,
        lines: [
          {
            kind: 'test',
            id: (of === lab ? labTest : otherTest).id,
            quantity: count,
            concession: { type: 'amount', value: 0 },
          },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const ids = bill.reports.map((report) => report.id);
    await ctx.database.db
      .update(labReports)
      .set({
        completedTests: true,
        values: [{ index: 1, value: 'Fasting glucose within the reference range', highlight: false, isCritical: 0 }],
        ...(signed ? { isSigned: true, entryStage: 'signed' } : { entryStage: 'completed' }),
      })
      .where(and(eq(labReports.labId, of.labId), inArray(labReports.id, ids)));
    if (!due) {
      await ctx.database.db
        .update(bills)
        .set({ dueAmount: 0 })
        .where(and(eq(bills.labId, of.labId), eq(bills.id, bill.id)));
    }
    return { ids, billId: bill.id, labBillId: bill.labBillId, patientId: bill.patient.id };
  };

  const settings = (patch: Partial<LabSettingsDocument>) =>
    ctx.services.labs.updateSettings({ actor: lab.system, labId: lab.labId, patch, action: 'settings.test.update' });
  const printSettings = async (change: { hideAmountDueReport?: boolean; showDueReportAlert?: boolean }) => {
    const current = await ctx.services.labSettings.getPrint({ actor: lab.system });
    await ctx.services.labSettings.updatePrint({ actor: lab.system, input: { ...current, ...change } });
  };

  const share = (body: Record<string, unknown>, as: TestUser = desk) =>
    as.post('/api/v1/reports/share', { emailContent: 'Please find your report.', ...body });
  const shared = async (body: Record<string, unknown>, as: TestUser = desk) => {
    const response = await share(body, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShareResult>();
  };
  /** The mails delivered for a share's outbox messages, in their order. */
  const mailsOf = async (result: ShareResult) => {
    await deliver();
    return result.outboxMessageIds.map((id) => {
      const mail = smtp.received.find((candidate) => candidate.messageId?.startsWith(`<outbox.${lab.labId}.${id}@`));
      if (!mail) throw new Error(`Message ${id} was not delivered.`);
      return mail;
    });
  };

  /** The bodies of a WhatsApp share's outbox messages (held there: no WhatsApp provider in tests). */
  const mailsOfWhatsapp = async (result: ShareResult) =>
    (
      await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.labId, lab.labId), inArray(outboxMessages.id, result.outboxMessageIds)))
    ).map((message) => message.body);

  const counts = async () => ({
    outbox: (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.labId, lab.labId))).length,
    links: (await ctx.database.db.select().from(reportLinks).where(eq(reportLinks.labId, lab.labId))).length,
    audit: (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'report.shared')))
    ).length,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [labTest, otherTest] = await Promise.all([catalogueTest(lab), catalogueTest(other)]);
    desk = await lab.user();
    smtp = await startSmtpServer();
    const db = createAmbientDatabase(ctx.database.db);
    const jobs = createJobsService({ db, now: ctx.clock.now });
    createMessagesService({
      db,
      now: ctx.clock.now,
      config: { ...readConfig({}), smtpUrl: smtp.url, mailFrom: 'Reports <reports@lab.example>' },
      jobs,
      labs: createLabsService({ db }),
    });
    deliver = () => jobs.worker.runDue();
  });
  afterAll(async () => {
    await smtp.close();
    await ctx.close();
  });

  it("e-mails one signed report to the patient through SMTP: the bill's language, the comment, the PDF attached, each report's activity log", async () => {
    const { ids, labBillId } = await billed();
    const result = await shared({ labReportId: ids[0], emailContent: '  Your fasting glucose is normal.  ' });
    expect(result).toMatchObject({
      code: 1,
      messageKey: 'reportShared',
      message: 'Report shared to the email successfully.',
      reportIds: ids,
      recipients: ['asha@example.com'],
      dueReportsLeftOut: 0,
      encrypted: false,
    });
    const [mail] = (await mailsOf(result)) as [ParsedMail];
    expect(addressesOf(mail)).toEqual(['asha@example.com']);
    expect(mail.subject).toMatch(new RegExp(`^Lab report of Asha Verma-\\w+ from ${lab.name}$`));
    expect(mail.text).toContain(`(bill ${labBillId}: ${labTest.name}) is attached.`);
    // spec 001 §5 'The comment is trimmed before sending'.
    expect(mail.text).toContain('Message from the lab:\nYour fasting glucose is normal.\n');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`report-${labBillId}.pdf`, 'application/pdf'],
    ]);
    const pdf = readPdf(mail.attachments[0]?.content as Buffer);
    expect(pdf.status).toBe(0);
    expect(pdf.text).toContain('Fasting glucose within the reference range');

    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'report.shared'), eq(auditLog.entityId, String(ids[0]))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'report',
      after: {
        channel: 'email',
        sendType: 1,
        recipients: ['asha@example.com'],
        outboxMessageIds: result.outboxMessageIds,
        encrypted: false,
      },
    });
  });

  it('in a lab with encrypted_report, the PDF opens only with the date of birth (DDMMYYYY), which the e-mail names without giving; Other needs SEND', async () => {
    await settings({ encryptedReport: true });
    try {
      const patient = await patientOf(lab, { dateOfBirth: '1988-02-14' });
      const first = await billed({ patientId: patient.id });
      const second = await billed({ patientId: patient.id, count: 2 });
      const result = await shared({ billIdList: [first.billId, second.billId], headerFlag: 0 });
      expect(result).toMatchObject({ encrypted: true, reportIds: [...first.ids, ...second.ids] });
      const [mail] = (await mailsOf(result)) as [ParsedMail];
      expect(mail.text).toContain("type the patient's date of birth as DDMMYYYY");
      expect(mail.text).not.toContain('14021988');
      const attachment = mail.attachments[0]?.content as Buffer;
      expect(readPdf(attachment).status).not.toBe(0);
      expect(readPdf(attachment, '01011990').status).not.toBe(0);
      const opened = readPdf(attachment, '14021988');
      expect(opened.status).toBe(0);
      expect(opened.text).toContain('Fasting glucose within the reference range');

      // spec 001 §5 'For a lab with encrypted_report sending to Other, the user must type SEND (any case)'.
      const toOther = {
        labReportId: first.ids[0],
        sendType: 0,
        email: 'records@clinic.example, second@clinic.example',
      };
      expect((await share(toOther)).json()).toEqual(refusal('shareConfirmationMissing'));
      const sent = await shared({ ...toOther, confirmations: ['send'] });
      expect(sent).toMatchObject({ recipients: ['records@clinic.example', 'second@clinic.example'], encrypted: true });
      const mails = await mailsOf(sent);
      expect(mails.map(addressesOf)).toEqual([['records@clinic.example'], ['second@clinic.example']]);
      expect(readPdf(mails[1]?.attachments[0]?.content as Buffer, '14021988').status).toBe(0);
    } finally {
      await settings({ encryptedReport: false });
    }
  });

  it('sends a doctor the HIPAA notice to log in, with no attachment (spec 001 §8 Share warnings)', async () => {
    const doctor = await lab.doctor({ isReferral: true, isSigning: false });
    const { ids, labBillId } = await billed({ referralDoctorId: doctor.id });
    // The doctor has no e-mail on file: the share is refused until one is given.
    expect((await share({ labReportId: ids[0], sendType: 2 })).json()).toEqual(refusal('shareInvalidRecipient'));
    const result = await shared({ labReportId: ids[0], sendType: 2, email: 'dr.rao@clinic.example' });
    expect(result).toMatchObject({ recipients: ['dr.rao@clinic.example'], encrypted: false });
    const [mail] = (await mailsOf(result)) as [ParsedMail];
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain(`Dear ${doctor.name},`);
    expect(mail.text).toContain(`(bill ${labBillId}: ${labTest.name}) is ready.`);
    expect(mail.text).toContain(`please log in to view it at ${readConfig({}).publicUrl}/login`);
    // A bill without an organisation has no organisation to send to.
    expect((await share({ labReportId: ids[0], sendType: 3, email: 'billing@org.example' })).json()).toEqual(
      refusal('shareInvalidRecipient'),
    );
  });

  it("attaches the patient's trends to a multi share when asked (spec 001 §9 'Trends attachment: 1 compact, 2 report')", async () => {
    const { billId, labBillId } = await billed();
    const result = await shared({ billIdList: [billId], attachTrendsReport: 2 });
    const [mail] = (await mailsOf(result)) as [ParsedMail];
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`report-${labBillId}.pdf`, 'application/pdf'],
      [`trends-${labBillId}.pdf`, 'application/pdf'],
    ]);
    expect(mail.attachments[1]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // A doctor's notice carries no attachment, so no trends either.
    const refused = await share({
      billIdList: [billId],
      attachTrendsReport: 1,
      sendType: 2,
      email: 'dr@clinic.example',
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, refusal('shareInvalidRecipient')]);
  });

  it('asks for CONFIRM before due reports go, and leaves them out when the lab hides due reports (spec 001 §5, §8)', async () => {
    const patient = await patientOf(lab, {});
    const paid = await billed({ patientId: patient.id });
    const due = await billed({ patientId: patient.id, due: true });
    expect((await share({ labReportId: due.ids[0] })).json()).toEqual(refusal('shareConfirmationMissing'));
    expect((await share({ billIdList: [paid.billId, due.billId], confirmations: ['SEND'] })).json()).toEqual(
      refusal('shareConfirmationMissing'),
    );
    expect(await shared({ labReportId: due.ids[0], confirmations: [' confirm '] })).toMatchObject({
      reportIds: due.ids,
    });

    await printSettings({ hideAmountDueReport: true });
    try {
      expect((await share({ labReportId: due.ids[0], confirmations: ['CONFIRM'] })).json()).toEqual(
        refusal('shareInvalidRecipient'),
      );
      expect(await shared({ billIdList: [paid.billId, due.billId] })).toMatchObject({
        reportIds: paid.ids,
        dueReportsLeftOut: 1,
      });
      expect((await share({ billIdList: [due.billId] })).json()).toEqual(refusal('noSignedReportsFound'));
    } finally {
      await printSettings({ hideAmountDueReport: false });
    }
  });

  it('refuses what §8 refuses: unsigned reports, a patient without e-mail, bad input', async () => {
    const unsigned = await billed({ signed: false });
    expect((await share({ labReportId: unsigned.ids[0] })).json()).toEqual(refusal('noSignedReportsFound'));
    expect((await share({ billIdList: [unsigned.billId] })).json()).toEqual(refusal('noSignedReportsFound'));

    const withoutEmail = await billed({ patientId: (await patientOf(lab, { email: null })).id });
    const single = await share({ labReportId: withoutEmail.ids[0] });
    expect([single.statusCode, single.json()]).toEqual([400, refusal('shareInvalidRecipient')]);
    const multi = await share({ billIdList: [withoutEmail.billId] });
    expect([multi.statusCode, multi.json()]).toEqual([400, refusal('checkPatientEmail')]);

    const { ids } = await billed();
    for (const body of [
      { labReportId: ids[0], emailContent: '   ' },
      { labReportId: ids[0], sendType: 5 },
      { labReportId: ids[0], sendType: 0 },
      { labReportId: ids[0], sendType: 0, email: 'not-an-address' },
      { billIdList: [] },
    ]) {
      expect((await share(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses users who may not share, another lab's reports and bills, and e-mail when the lab turned it off", async () => {
    const { ids, billId } = await billed();
    const theirs = await billed({ of: other });
    const centre = await lab.user({ isCollectionCenter: 4 });
    const doctor = await lab.doctor();
    const before = await counts();
    for (const user of [centre, doctor]) {
      const single = await share({ labReportId: ids[0] }, user);
      expect([single.statusCode, single.json()]).toEqual([403, refusal('shareNotAuthorised')]);
      const multi = await share({ billIdList: [billId] }, user);
      expect([multi.statusCode, multi.json()]).toEqual([403, refusal('shareMultiNotAuthorised')]);
      expect((await user.get(`/api/v1/reports/share-options?labReportId=${ids[0]}`)).statusCode).toBe(403);
    }

    expect((await share({ labReportId: theirs.ids[0] })).statusCode).toBe(404);
    expect((await share({ billIdList: [billId, theirs.billId] })).statusCode).toBe(404);
    expect((await desk.get(`/api/v1/reports/share-options?billIdList=${theirs.billId}`)).statusCode).toBe(404);

    await settings({ reportShareViaEmail: false });
    try {
      const single = await share({ labReportId: ids[0] });
      expect([single.statusCode, single.json()]).toEqual([403, refusal('shareNotAuthorised')]);
      const multi = await share({ billIdList: [billId] });
      expect([multi.statusCode, multi.json()]).toEqual([403, refusal('shareMultiNotAuthorised')]);
    } finally {
      await settings({ reportShareViaEmail: true });
    }
    expect(await counts()).toEqual(before);
  });

  it('shows the modal its recipients, counts and the lab settings', async () => {
    const doctor = await lab.doctor({ isReferral: true, isSigning: false });
    const patient = await patientOf(lab, {});
    const paid = await billed({ patientId: patient.id, count: 2, referralDoctorId: doctor.id });
    const due = await billed({ patientId: patient.id, due: true });
    await billed({ patientId: patient.id, signed: false });
    const response = await desk.get(`/api/v1/reports/share-options?billIdList=${paid.billId},${due.billId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ShareOptions>()).toEqual({
      patient: { name: patient.fullName, email: 'asha@example.com', mobile: '9876543210' },
      doctor: { name: doctor.name, email: null },
      organisation: null,
      signedReports: 3,
      dueReports: 1,
      reportShareViaEmail: true,
      encryptedReport: false,
      showDueReportAlert: true,
      hideAmountDueReport: false,
      patientCommunication: false,
      whatsappReports: false,
      whatsappCredits: 0,
    });
    expect((await desk.get('/api/v1/reports/share-options?billIdList=1,x')).statusCode).toBe(400);
  });

  describe('by WhatsApp: a time-limited download link to the patient (issue 13)', () => {
    const communication = async (sendReportPDF: boolean) => {
      const current = await ctx.services.labSettings.getCommunication({ actor: lab.system });
      await ctx.services.labSettings.updateCommunication({
        actor: lab.system,
        input: { ...current, whatsapp: { ...current.whatsapp, sendReportPDF } },
      });
    };

    it('is refused while sendReportPDF is off, without a mobile, and without credits, writing nothing', async () => {
      const { ids } = await billed();
      const withoutMobile = await billed({ patientId: (await patientOf(lab, { mobile: null })).id });
      const before = await counts();
      expect((await share({ labReportId: ids[0], channel: 'whatsapp' })).json()).toEqual(refusal('whatsappReportsOff'));
      await communication(true);
      try {
        const noCredits = await share({ labReportId: ids[0], channel: 'whatsapp' });
        expect([noCredits.statusCode, noCredits.json()]).toEqual([409, refusal('noWhatsappCredits')]);
        expect((await share({ labReportId: withoutMobile.ids[0], channel: 'whatsapp' })).json()).toEqual(
          refusal('patientHasNoMobile'),
        );
        expect(await counts()).toEqual(before);
      } finally {
        await communication(false);
      }
    });

    it('sends the link, which shows the summary and the PDF until it expires', async () => {
      await communication(true);
      const credits = await ctx.services.messages.labCredits.balanceOf(lab.labId);
      await ctx.services.messages.labCredits.add({
        actor: lab.system,
        labId: lab.labId,
        kind: 'whatsapp',
        amount: 5,
        expiresOn: '2099-12-31',
        version: credits.version,
      });
      try {
        const { ids, labBillId } = await billed({ count: 2 });
        const options = await desk.get(`/api/v1/reports/share-options?labReportId=${ids[0]}`);
        expect(options.json<ShareOptions>()).toMatchObject({
          whatsappReports: true,
          whatsappCredits: 5,
          patientCommunication: true,
        });
        const result = await shared({ labReportId: ids[0], channel: 'whatsapp' });
        expect(result).toMatchObject({ recipients: ['+919876543210'], reportIds: [ids[0]] });
        const [message] = await ctx.database.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.labId, lab.labId), eq(outboxMessages.id, result.outboxMessageIds[0] as number)));
        expect(message).toMatchObject({ channel: 'whatsapp', recipient: '+919876543210' });
        const code = new RegExp(`/shared-report/(${lab.labId}\\.[A-Za-z0-9_-]{32})$`, 'm').exec(
          message?.body ?? '',
        )?.[1];
        expect(code, message?.body).toBeDefined();
        const [link] = await ctx.database.db.select().from(reportLinks).where(eq(reportLinks.labId, lab.labId));
        // Only the token's hash is kept.
        expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(message?.body).not.toContain(link?.tokenHash);

        const summary = await ctx.app.inject({ method: 'GET', url: `/api/v1/report-links/${code}` });
        expect(summary.statusCode, summary.body).toBe(200);
        expect(summary.json<ReportLinkSummary>()).toMatchObject({
          labName: lab.name,
          patientInitials: 'A. V.',
          tests: [labTest.name],
        });
        const pdf = await ctx.app.inject({ method: 'GET', url: `/api/v1/report-links/${code}/pdf` });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-disposition']).toContain(`report-${labBillId}.pdf`);
        expect(readPdf(pdf.rawPayload).text).toContain('Fasting glucose within the reference range');
        const [opened] = await ctx.database.db.select().from(reportLinks).where(eq(reportLinks.labId, lab.labId));
        expect(opened?.openedAt).toBeInstanceOf(Date);

        // In an encrypted_report lab the link's PDF is protected as the e-mail's would be; this
        // patient has no date of birth: four letters of the first name and the bill's year.
        await settings({ encryptedReport: true });
        try {
          const protectedPdf = await ctx.app.inject({ method: 'GET', url: `/api/v1/report-links/${code}/pdf` });
          expect(protectedPdf.statusCode).toBe(200);
          expect(readPdf(protectedPdf.rawPayload).status).not.toBe(0);
          const password = `ASHA${new Date().getUTCFullYear()}`;
          expect(readPdf(protectedPdf.rawPayload, password).text).toContain(
            'Fasting glucose within the reference range',
          );
          const [second] = await mailsOfWhatsapp(await shared({ labReportId: ids[1], channel: 'whatsapp' }));
          expect(second).toContain("four letters of the patient's first name");
          expect(second).not.toContain(password);
        } finally {
          await settings({ encryptedReport: false });
        }

        for (const unknown of [`${lab.labId}.${'A'.repeat(32)}`, `${other.labId}.${code?.split('.')[1]}`, 'nonsense']) {
          const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/report-links/${unknown}` });
          expect([response.statusCode, response.json()]).toEqual([404, refusal('reportLinkExpired')]);
        }
        ctx.clock.advance(73 * 3_600_000);
        const expired = await ctx.app.inject({ method: 'GET', url: `/api/v1/report-links/${code}/pdf` });
        expect([expired.statusCode, expired.json()]).toEqual([404, refusal('reportLinkExpired')]);
      } finally {
        await communication(false);
      }
    });
  });
});
