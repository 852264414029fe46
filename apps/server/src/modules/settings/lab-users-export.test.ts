import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText, readWorkbook } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const pdfUrl = '/api/v1/lab-users/export.pdf';
const excelUrl = '/api/v1/lab-users/export.xlsx';
const excelType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Names in the three scripts the documents ship fonts for. The Arabic one has no lam-alef
// ligature, which pdftotext extracts in reverse (platform/documents/document-reading.ts).
const arabicName = 'محمد العلي';
const hindiName = 'नेहा जोशी';

describe('printable lab users list (Settings > Lab users, PDF and Excel)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let otherLab: TestLab;
  const receptionName = uniqueName('Ravi Kumar');
  const disabledName = uniqueName('Gone Away');
  const otherLabName = uniqueName('Other Lab User');

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    admin = lab.admin;
    const haematology = await lab.department('Haematology');
    await lab.user({ fullName: arabicName, sampleAccess: true, departmentIds: [haematology.id] });
    await lab.user({ fullName: hindiName, financeManager: true, privilegeCardAccess: 2, discountApproval: true });
    reception = await lab.user({ fullName: receptionName });
    const leaving = await lab.user({ fullName: disabledName });
    const { version } = (await admin.get(`/api/v1/lab-users/${leaving.id}`)).json<{ version: number }>();
    const disabling = await admin.patch(`/api/v1/lab-users/${leaving.id}`, { enabled: false, version });
    expect(disabling.statusCode, disabling.body).toBe(200);
    otherLab = await ctx.createLab();
    await otherLab.user({ fullName: otherLabName });
  });
  afterAll(() => ctx.close());

  describe('PDF', () => {
    it('lists every user of the lab with name, username, role, departments and status, in English', async () => {
      const response = await admin.get(`${pdfUrl}?language=en`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="lab-users.pdf"');
      expect(response.headers['cache-control']).toBe('no-store');
      const text = pdfText(response.rawPayload);
      expect(text).toContain(lab.name);
      expect(text).toMatch(/Printed on \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      expect(text).toContain('Lab users');
      expect(text).toContain('Name Username Dashboard label Departments Status');
      expect(text).toContain(`${admin.session.user.name} ${admin.session.user.username} Admin No departments Enabled`);
      expect(text).toContain(`${receptionName} ${reception.session.user.username} Receptionist`);
      expect(text).toContain(`${disabledName}`);
      expect(text).toMatch(new RegExp(`${disabledName} \\S+ Receptionist No departments Disabled`));
      expect(text).toContain('Haematology');
      // Under the role, the permissions the role does not tell (spec 000 §6).
      expect(text).toContain('Manage cards, Approve discounts');
      expect(text.match(/Approve discounts/g)).toHaveLength(1);
      expect(text).toContain(arabicName);
      // Devanagari comes back in its logical order (DESIGN.md Documents).
      expect(text).toContain(hindiName);
      expect(text).toContain('Page 1 of 1');
    });

    it('prints the whole page in Arabic, right to left, with names typed in other scripts intact', async () => {
      const response = await admin.get(`${pdfUrl}?language=ar`);
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      for (const expected of ['مستخدمو المختبر', 'اسم المستخدم', 'الحالة', 'مسؤول', 'موظف استقبال', 'عدد المستخدمين']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(receptionName);
      expect(text).toContain(arabicName);
      expect(text).toContain(hindiName);
      // The date keeps its order inside the right-to-left line.
      expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      expect(text).not.toContain('Lab users');
    });

    it('prints Hindi headings that extract correctly', async () => {
      const text = pdfText((await admin.get(`${pdfUrl}?language=hi`)).rawPayload);
      for (const expected of ['लैब उपयोगकर्ता', 'उपयोगकर्ता नाम', 'डैशबोर्ड लेबल', 'विभाग', 'स्थिति', 'एडमिन', 'वित्त']) {
        expect(text).toContain(expected);
      }
    });

    it("uses the caller's own language when none is asked for", async () => {
      const client = await ctx.signIn(admin.session.user.username, { password: lab.admin.password, ip: '10.9.0.1' });
      const choosing = await client.patch('/api/v1/session', { language: 'fr' });
      expect(choosing.statusCode, choosing.body).toBe(200);
      expect(pdfText((await client.get(pdfUrl)).rawPayload)).toContain('Utilisateurs du laboratoire');
    });

    it('embeds only the shipped Noto fonts', async () => {
      const fonts = pdfFonts((await admin.get(`${pdfUrl}?language=ar`)).rawPayload);
      for (const font of fonts) expect(font).toMatch(/^NotoSans(Arabic|Devanagari)?-(Regular|Bold)$/);
    });
  });

  describe('Excel', () => {
    it('has one row per user under a bold header, in English', async () => {
      const response = await admin.get(`${excelUrl}?language=en`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(excelType);
      expect(response.headers['content-disposition']).toBe('attachment; filename="lab-users.xlsx"');
      const sheet = (await readWorkbook(response.rawPayload)).getWorksheet(1);
      expect(sheet?.name).toBe('Lab users');
      expect(sheet?.getRow(1).values).toEqual([
        undefined,
        'Name',
        'Username',
        'Dashboard label',
        'Privilege cards',
        'Approve discounts',
        'Departments',
        'Status',
      ]);
      expect(sheet?.getRow(1).font?.bold).toBe(true);
      expect(sheet?.views[0]?.rightToLeft).toBe(false);
      const rows = new Map<string, unknown[]>();
      sheet?.eachRow((row, index) => {
        if (index > 1) rows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(2));
      });
      expect(rows.get(admin.session.user.name)).toEqual([
        admin.session.user.username,
        'Admin',
        undefined,
        false,
        undefined,
        'Enabled',
      ]);
      expect(rows.get(arabicName)).toEqual([
        expect.any(String),
        'Technician',
        undefined,
        false,
        'Haematology',
        'Enabled',
      ]);
      expect(rows.get(hindiName)?.slice(1, 4)).toEqual(['Finance', 'Manage cards', true]);
      expect(rows.get(disabledName)?.[5]).toBe('Disabled');
      expect(rows.has(otherLabName)).toBe(false);
    });

    it('is a right-to-left sheet with Arabic headings and labels in Arabic', async () => {
      const response = await admin.get(`${excelUrl}?language=ar`);
      const sheet = (await readWorkbook(response.rawPayload)).getWorksheet(1);
      expect(sheet?.name).toBe('مستخدمو المختبر');
      expect(sheet?.views[0]?.rightToLeft).toBe(true);
      expect(sheet?.getRow(1).values).toEqual([
        undefined,
        'الاسم',
        'اسم المستخدم',
        'تسمية لوحة التحكم',
        'بطاقات الامتياز',
        'الموافقة على الخصومات',
        'الأقسام',
        'الحالة',
      ]);
      const admins: unknown[] = [];
      sheet?.eachRow((row) => {
        if (row.getCell(1).value === admin.session.user.name) admins.push(row.values);
      });
      expect(admins).toEqual([
        [undefined, admin.session.user.name, admin.session.user.username, 'مسؤول', undefined, false, undefined, 'مفعّل'],
      ]);
    });
  });

  describe('who may print it', () => {
    it("never lists another lab's users", async () => {
      const mine = pdfText((await admin.get(`${pdfUrl}?language=en`)).rawPayload);
      expect(mine).not.toContain(otherLabName);
      const theirs = pdfText((await otherLab.admin.get(`${pdfUrl}?language=en`)).rawPayload);
      expect(theirs).toContain(otherLabName);
      expect(theirs).not.toContain(receptionName);
      expect(theirs).not.toContain(arabicName);
    });

    it('refuses a receptionist with 403 and the administrator message', async () => {
      for (const url of [pdfUrl, excelUrl]) {
        const response = await reception.get(url);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toMatchObject({ code: 'forbidden', messageKey: 'adminOnly' });
      }
    });

    it('refuses a caller with no session with 401', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: pdfUrl });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a language the product does not have with 400', async () => {
      const response = await admin.get(`${pdfUrl}?language=de`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('language');
    });
  });
});
