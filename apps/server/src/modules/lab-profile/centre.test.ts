import type { BankOtpSent, CentreBank, CentreDetails, CentreRoles, OwnDetails, RoleCandidates } from '@lims/contract';
import { defaultWeeklyTimings } from '@lims/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labs, oneTimeCodes, outboxMessages } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

const base = '/api/v1/lab-profile';
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const invalidOtp = errorBody('bad_request', 'invalidOtpBank', 'Invalid OTP!', 'otp');

/** Every centre detail filled in, as an admin would. */
const fullDetails = (name: string) => ({
  name,
  timeZone: 'Asia/Kolkata',
  accountManagerName: 'Priya Raman',
  reportSharingId: 'CITYLAB-01',
  abbreviation: 'CDL',
  liveDate: '2024-04-01',
  address: '12 MG Road\nSecond floor',
  city: 'Bengaluru',
  area: 'Indiranagar',
  pincode: '560038',
  email: 'desk@citylab.example',
  contact: '9876543210',
  website: 'https://citylab.example',
  location: '12.9719,77.6412',
  registrationNumber: 'KA-LAB-2291',
  intro: 'A NABL accredited lab.',
  employeeCount: 42,
  defaultPaymentGateway: 'razorpay',
  successNotificationEmail: 'payments@citylab.example',
  failureNotificationEmail: 'alerts@citylab.example',
});

const bankChange = (version: number, otp: string) => ({
  version,
  otp,
  bankName: 'HDFC Bank',
  accountType: 'Current',
  accountNo: '5010 0123 4567 89',
  ifscCode: 'HDFC0001234',
  currency: 'INR',
  isoCode: 'IN',
  countryCode: '91',
  upiId: 'citylab@okhdfc',
  paymentNotes: 'Pay within 30 days.',
});

describe('centre settings (spec 000 §2-§8 Centre settings)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestUser;
  let reception: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user();
  });
  afterAll(() => ctx.close());

  const detailsOf = async (client: TestClient) => (await client.get(`${base}/details`)).json<CentreDetails>();
  const auditsOf = (labId: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, labId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  describe('centre details', () => {
    it('reads as never set for any lab user: the lab name, country, currency and time zone, Monday to Saturday 09:00-18:00', async () => {
      const details = await detailsOf(reception);
      expect(details).toMatchObject({
        labId: lab.labId,
        name: lab.name,
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        address: null,
        website: null,
        employeeCount: null,
        weeklyTimings: defaultWeeklyTimings(),
        version: 0,
      });
    });

    it('takes every field from the admin, renames the lab and moves its time zone, and audits both with before and after', async () => {
      const { version } = await detailsOf(admin);
      const name = uniqueName('City Diagnostics');
      const response = await admin.put(`${base}/details`, {
        ...fullDetails(name),
        timeZone: 'Asia/Dubai',
        version,
      });
      expect(response.statusCode).toBe(200);
      const { name: _name, timeZone: _timeZone, ...stored } = fullDetails(name);
      expect(response.json<CentreDetails>()).toMatchObject({
        ...stored,
        name,
        timeZone: 'Asia/Dubai',
        version: version + 1,
      });
      expect(await detailsOf(reception)).toEqual(response.json());
      const [lab_] = await ctx.database.db.select().from(labs).where(eq(labs.id, lab.labId));
      expect({ name: lab_?.name, timeZone: lab_?.timeZone }).toEqual({ name, timeZone: 'Asia/Dubai' });

      const [detailsAudit] = await auditsOf(lab.labId, 'centre.details.update');
      expect(detailsAudit).toMatchObject({
        actorKind: 'lab',
        before: { address: null, website: null, version },
        after: { address: '12 MG Road\nSecond floor', website: 'https://citylab.example', version: version + 1 },
      });
      const [labAudit] = await auditsOf(lab.labId, 'lab.profile.update');
      expect(labAudit).toMatchObject({
        before: { name: lab.name, timeZone: 'Asia/Kolkata' },
        after: { name, timeZone: 'Asia/Dubai' },
      });
      // Put back: the rest of the file reads the lab by its first name.
      await admin.put(`${base}/details`, { ...fullDetails(lab.name), version: version + 1 });
    });

    it('keeps empty optional fields as none', async () => {
      const { version } = await detailsOf(admin);
      const response = await admin.put(`${base}/details`, {
        ...fullDetails(lab.name),
        website: '',
        intro: '   ',
        email: null,
        employeeCount: null,
        version,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<CentreDetails>()).toMatchObject({
        website: null,
        intro: null,
        email: null,
        employeeCount: null,
      });
    });

    it('refuses every invalid field at once, by its message, and changes nothing', async () => {
      const before = await detailsOf(admin);
      const response = await admin.put(`${base}/details`, {
        ...fullDetails(lab.name),
        name: ' ',
        timeZone: 'Mars/Olympus',
        website: 'ftp://citylab.example',
        pincode: '56',
        email: 'desk@',
        contact: '98765-abc',
        employeeCount: 4.5,
        successNotificationEmail: 'not an address',
        liveDate: '1 April',
        version: before.version,
      });
      expect(response.statusCode).toBe(400);
      const fields = Object.fromEntries(
        response
          .json()
          .error.fields.map((issue: { field: string; messageKey: string }) => [issue.field, issue.messageKey]),
      );
      expect(fields).toEqual({
        name: 'fieldEmpty',
        timeZone: 'timeZoneNotValid',
        website: 'websiteNotValid',
        pincode: 'pincodeNotValid',
        email: 'invalidEmail',
        contact: 'invalidNumber',
        employeeCount: 'invalidNumber',
        successNotificationEmail: 'invalidEmail',
        liveDate: 'invalidRequest',
      });
      expect(await detailsOf(admin)).toEqual(before);
    });

    it("refuses a contact that is no number of the lab's country (spec 000 §5 Phone)", async () => {
      const { version } = await detailsOf(admin);
      const response = await admin.put(`${base}/details`, { ...fullDetails(lab.name), contact: '1234567', version });
      expect(response.json()).toEqual(
        errorBody('bad_request', 'invalidNumber', 'Please enter valid number.', 'contact'),
      );
    });

    it('is changed by the admin alone: a receptionist and a collection-centre admin are refused', async () => {
      const { version } = await detailsOf(admin);
      const body = { ...fullDetails(lab.name), version };
      const organisation = await ctx.services.organisations.create({
        actor: lab.system,
        input: { name: uniqueName('Centre'), login: null },
      });
      const centre = await collectionCentreUser(ctx, lab, organisation.id);
      for (const client of [reception, centre]) {
        const response = await client.put(`${base}/details`, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(adminOnly);
      }
      expect((await detailsOf(admin)).version).toBe(version);
    });

    it('lets one of two admins saving at once win; the other is told someone else changed it (409)', async () => {
      const second = await lab.user({ admin: true });
      const { version } = await detailsOf(admin);
      const responses = await Promise.all([
        admin.put(`${base}/details`, { ...fullDetails(lab.name), city: 'Mysuru', version }),
        second.put(`${base}/details`, { ...fullDetails(lab.name), city: 'Hubballi', version }),
      ]);
      expect(responses.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
      expect(responses.find(({ statusCode }) => statusCode === 409)?.json()).toEqual(staleRecord);
      expect((await detailsOf(admin)).version).toBe(version + 1);
    });
  });

  describe('weekly timings', () => {
    it('takes a week from the admin; a closed day keeps no hours', async () => {
      const { version } = await detailsOf(admin);
      const days = defaultWeeklyTimings().map((day) =>
        day.day === 'saturday'
          ? { day: 'saturday', open: false, opensAt: '09:00', closesAt: '13:00' }
          : day.day === 'sunday'
            ? { day: 'sunday', open: true, opensAt: '07:30', closesAt: '11:00' }
            : day,
      );
      const response = await admin.put(`${base}/timings`, { version, days });
      expect(response.statusCode).toBe(200);
      const saved = response.json<CentreDetails>().weeklyTimings;
      expect(saved[5]).toEqual({ day: 'saturday', open: false, opensAt: null, closesAt: null });
      expect(saved[6]).toEqual({ day: 'sunday', open: true, opensAt: '07:30', closesAt: '11:00' });
      expect((await detailsOf(reception)).weeklyTimings).toEqual(saved);
      const [entry] = await auditsOf(lab.labId, 'centre.timings.update');
      expect(entry?.before).toMatchObject({ weeklyTimings: defaultWeeklyTimings(), version });
      expect(entry?.after).toMatchObject({ weeklyTimings: saved, version: version + 1 });
    });

    it('refuses a closing time before the opening time on that day, a bad time, and a week without all its days', async () => {
      const { version } = await detailsOf(admin);
      const days = defaultWeeklyTimings();
      const wrong = days.map((day, index) =>
        index === 2 ? { ...day, opensAt: '18:00', closesAt: '09:00' } : index === 3 ? { ...day, opensAt: '9am' } : day,
      );
      const response = await admin.put(`${base}/timings`, { version, days: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((issue: { field: string; messageKey: string }) => issue)).toEqual([
        expect.objectContaining({ field: 'days.2.closesAt', messageKey: 'closingBeforeOpening' }),
        expect.objectContaining({ field: 'days.3.opensAt', messageKey: 'timeNotValid' }),
      ]);
      const short = await admin.put(`${base}/timings`, { version, days: days.slice(0, 6) });
      expect(short.statusCode).toBe(400);
      expect((await reception.put(`${base}/timings`, { version, days })).json()).toEqual(adminOnly);
      expect((await admin.put(`${base}/timings`, { version: version + 5, days })).json()).toEqual(staleRecord);
    });
  });

  describe('bank details (spec 000 §4: an OTP sent to the admin first)', () => {
    const bankOf = async () => (await admin.get(`${base}/bank`)).json<CentreBank>();
    const lastMessage = async (channel: 'sms' | 'email') =>
      (
        await ctx.database.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.labId, lab.labId), eq(outboxMessages.channel, channel)))
          .orderBy(desc(outboxMessages.id))
          .limit(1)
      )[0];
    const codeIn = (body: string | undefined) => /\b(\d{5})\b/.exec(body ?? '')?.[1] ?? '';
    const sendOtp = async () => {
      const response = await admin.post(`${base}/bank/otp`);
      expect(response.statusCode, response.body).toBe(200);
      return codeIn((await lastMessage('sms'))?.body);
    };

    it('tells an admin with neither a mobile nor an e-mail where to add one', async () => {
      const response = await admin.post(`${base}/bank/otp`);
      expect(response.json()).toEqual(
        errorBody(
          'bad_request',
          'bankOtpNoRecipient',
          'Your user has no mobile number or e-mail to send the OTP to. Add one under My details.',
        ),
      );
    });

    it('sends the OTP by SMS and e-mail to the admin, then changes the bank details with it, once', async () => {
      const me = (await admin.get(`${base}/me`)).json<OwnDetails>();
      const saved = await admin.put(`${base}/me`, {
        version: me.version,
        fullName: me.fullName,
        email: 'owner@citylab.example',
        contact: '9876543210',
      });
      expect(saved.statusCode).toBe(200);

      const response = await admin.post(`${base}/bank/otp`);
      expect(response.json<BankOtpSent>()).toEqual({ sentTo: ['•••••••••3210', 'o•••@citylab.example'] });
      const [sms, email] = [await lastMessage('sms'), await lastMessage('email')];
      expect(sms?.recipient).toBe('+919876543210');
      expect(email?.recipient).toBe('owner@citylab.example');
      const code = codeIn(sms?.body);
      expect(code).toMatch(/^\d{5}$/);
      expect(codeIn(email?.body)).toBe(code);

      const { version } = await bankOf();
      const changed = await admin.put(`${base}/bank`, bankChange(version, code));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<CentreBank>()).toEqual({
        bank: {
          bankName: 'HDFC Bank',
          accountType: 'Current',
          accountNo: '50100123456789',
          ifscCode: 'HDFC0001234',
          currency: 'INR',
          isoCode: 'IN',
          countryCode: '91',
          upiId: 'citylab@okhdfc',
          paymentNotes: 'Pay within 30 days.',
        },
        version: version + 1,
      });
      expect(await bankOf()).toEqual(changed.json());
      const [entry] = await auditsOf(lab.labId, 'centre.bank.update');
      expect(entry).toMatchObject({ before: { bank: null }, after: { bank: { accountNo: '50100123456789' } } });

      // The same code again: used up.
      const again = await admin.put(`${base}/bank`, { ...bankChange(version + 1, code), bankName: 'ICICI Bank' });
      expect(again.json()).toEqual(invalidOtp);
      expect((await bankOf()).bank?.bankName).toBe('HDFC Bank');
    });

    it("refuses a change without an OTP sent, with a wrong one, an expired one, or one locked after five wrong tries: 'Invalid OTP!'", async () => {
      const bank = await bankOf();
      // No code outstanding (the last one was used).
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, '12345'))).json()).toEqual(invalidOtp);

      const code = await sendOtp();
      const wrong = code === '00000' ? '11111' : '00000';
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, wrong))).json()).toEqual(invalidOtp);
      // Not a code at all: the contract refuses it before it is tried.
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, '12a'))).json()).toEqual(invalidOtp);

      await ctx.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(oneTimeCodes.subject, `bank:${lab.labId}:%`));
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, code))).json()).toEqual(invalidOtp);

      const fresh = await sendOtp();
      const other_ = fresh === '00000' ? '11111' : '00000';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await admin.put(`${base}/bank`, bankChange(bank.version, other_))).statusCode).toBe(400);
      }
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, fresh))).json()).toEqual(invalidOtp);
      expect(await bankOf()).toEqual(bank);
    });

    it("is not used up by a stale form, and is no other admin's code", async () => {
      const bank = await bankOf();
      const code = await sendOtp();
      expect((await admin.put(`${base}/bank`, bankChange(bank.version - 1, code))).json()).toEqual(staleRecord);
      const second = await lab.user({ admin: true });
      expect((await second.put(`${base}/bank`, bankChange(bank.version, code))).json()).toEqual(invalidOtp);
      expect((await admin.put(`${base}/bank`, bankChange(bank.version, code))).statusCode).toBe(200);
    });

    it('is read and changed by the admin alone, and checks every field', async () => {
      expect((await reception.get(`${base}/bank`)).json()).toEqual(adminOnly);
      expect((await reception.post(`${base}/bank/otp`)).json()).toEqual(adminOnly);
      const bank = await bankOf();
      const response = await admin.put(`${base}/bank`, {
        ...bankChange(bank.version, '12345'),
        bankName: '',
        accountNo: '12-34',
        upiId: 'citylab',
        currency: 'rupees',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((issue: { field: string }) => issue.field)).toEqual([
        'bankName',
        'accountNo',
        'currency',
        'upiId',
      ]);
    });
  });

  describe('role holders (spec 000 §6)', () => {
    let finance: TestUser;
    let otherAdmin: TestUser;
    let disabledAdmin: TestUser;
    let centre: TestClient;

    beforeAll(async () => {
      finance = await lab.user({ financeManager: true, fullName: uniqueName('Finance Head') });
      otherAdmin = await lab.user({ admin: true, fullName: uniqueName('Second Admin') });
      disabledAdmin = await lab.user({ admin: true, financeManager: true });
      await ctx.services.labUsers.update({
        actor: lab.system,
        id: disabledAdmin.id,
        input: { enabled: false, version: 0 },
      });
      const organisation = await ctx.services.organisations.create({
        actor: lab.system,
        input: { name: uniqueName('Centre'), login: null },
      });
      centre = await collectionCentreUser(ctx, lab, organisation.id);
    });

    const rolesOf = async () => (await admin.get(`${base}/roles`)).json<CentreRoles>();
    const idsOf = (holders: Array<{ labUserId: number }>) => holders.map((holder) => holder.labUserId);

    it('offers enabled users of the lab who are no collection centre: admins as admin, finance managers as Finance Head, anyone as Operations Head', async () => {
      const response = await admin.get(`${base}/roles/candidates`);
      expect(response.statusCode).toBe(200);
      const candidates = response.json<RoleCandidates>();
      expect(idsOf(candidates.admin)).toEqual(expect.arrayContaining([admin.id, otherAdmin.id]));
      expect(idsOf(candidates.admin)).not.toContain(finance.id);
      expect(idsOf(candidates.financeManager)).toContain(finance.id);
      expect(idsOf(candidates.financeManager)).not.toContain(admin.id);
      expect(idsOf(candidates.operationManager)).toEqual(
        expect.arrayContaining([admin.id, reception.id, finance.id, otherAdmin.id]),
      );
      const centreId = centre.session.user.id;
      for (const list of [candidates.admin, candidates.operationManager, candidates.financeManager]) {
        expect(idsOf(list)).not.toContain(disabledAdmin.id);
        expect(idsOf(list)).not.toContain(centreId);
      }
      expect(candidates.financeManager.find((holder) => holder.labUserId === finance.id)).toEqual({
        labUserId: finance.id,
        name: finance.name,
        contact: null,
        email: null,
      });
    });

    it('sets the holders and answers each with name, contact and e-mail; audited', async () => {
      const { version } = await rolesOf();
      const response = await admin.put(`${base}/roles`, {
        version,
        admin: admin.id,
        operationManager: reception.id,
        financeManager: finance.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CentreRoles>()).toEqual({
        admin: { labUserId: admin.id, name: admin.name, contact: '9876543210', email: 'owner@citylab.example' },
        operationManager: { labUserId: reception.id, name: reception.name, contact: null, email: null },
        financeManager: { labUserId: finance.id, name: finance.name, contact: null, email: null },
        version: version + 1,
      });
      expect(await rolesOf()).toEqual(response.json());
      const [entry] = await auditsOf(lab.labId, 'centre.roles.update');
      expect(entry).toMatchObject({
        before: { admin: null, operationManager: null, financeManager: null },
        after: { admin: admin.id, operationManager: reception.id, financeManager: finance.id },
      });
    });

    it("refuses a user who may not hold the role (400), and another lab's user (404), changing nothing", async () => {
      const before = await rolesOf();
      const wrong = await admin.put(`${base}/roles`, {
        version: before.version,
        admin: reception.id,
        operationManager: disabledAdmin.id,
        financeManager: admin.id,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        messageKey: 'roleCandidateInvalid',
        fields: [
          expect.objectContaining({ field: 'admin' }),
          expect.objectContaining({ field: 'operationManager' }),
          expect.objectContaining({ field: 'financeManager' }),
        ],
      });
      const foreign = await admin.put(`${base}/roles`, {
        version: before.version,
        admin: other.admin.id,
        operationManager: null,
        financeManager: null,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toMatchObject({ messageKey: 'notFound', field: 'admin' });
      expect(await rolesOf()).toEqual(before);
    });

    it("is the admin's alone, and refuses a stale version", async () => {
      const { version } = await rolesOf();
      const body = { version, admin: null, operationManager: null, financeManager: null };
      expect((await reception.get(`${base}/roles`)).json()).toEqual(adminOnly);
      expect((await reception.get(`${base}/roles/candidates`)).json()).toEqual(adminOnly);
      expect((await reception.put(`${base}/roles`, body)).json()).toEqual(adminOnly);
      expect((await admin.put(`${base}/roles`, { ...body, version: version - 1 })).json()).toEqual(staleRecord);
      const cleared = await admin.put(`${base}/roles`, body);
      expect(cleared.json<CentreRoles>()).toMatchObject({ admin: null, operationManager: null, financeManager: null });
    });
  });

  describe('my details (spec 000 §7 save-lab-user-details)', () => {
    it('lets any lab user change their own name, e-mail and contact, audited; a stale version is refused', async () => {
      const me = (await reception.get(`${base}/me`)).json<OwnDetails>();
      expect(me).toEqual({
        labUserId: reception.id,
        fullName: reception.name,
        email: null,
        contact: null,
        version: me.version,
      });
      const response = await reception.put(`${base}/me`, {
        version: me.version,
        fullName: 'Asha Menon',
        email: 'asha@citylab.example',
        contact: '9812345678',
      });
      expect(response.json<OwnDetails>()).toEqual({
        labUserId: reception.id,
        fullName: 'Asha Menon',
        email: 'asha@citylab.example',
        contact: '9812345678',
        version: me.version + 1,
      });
      const [entry] = await auditsOf(lab.labId, 'lab_user.update_own');
      expect(entry).toMatchObject({
        entityId: String(reception.id),
        before: { fullName: reception.name, email: null },
        after: { fullName: 'Asha Menon', email: 'asha@citylab.example' },
      });
      expect((await reception.put(`${base}/me`, { ...me, fullName: 'Late' })).json()).toEqual(staleRecord);
    });

    it('checks the e-mail and the number, and is for lab users only', async () => {
      const me = (await reception.get(`${base}/me`)).json<OwnDetails>();
      const response = await reception.put(`${base}/me`, { ...me, email: 'asha@', contact: '12' });
      expect(
        response.json().error.fields.map((issue: { field: string; messageKey: string }) => issue.messageKey),
      ).toEqual(['invalidEmail', 'invalidNumber']);
      const doctor = await lab.doctor();
      expect((await doctor.get(`${base}/me`)).statusCode).toBe(403);
    });
  });
});
