import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

const letterheadPath = '/api/v1/lab-profile/letterhead';
const slots = ['header', 'footer'] as const;
const fileNotValid = { code: 'bad_request', messageKey: 'fileNotValid', message: 'File is not valid.', field: 'file' };

interface StoredFileBody {
  id: number;
  kind: string;
  name: string;
  mediaType: string;
  sizeBytes: number;
}
interface LetterheadBody {
  header: StoredFileBody | null;
  footer: StoredFileBody | null;
  version: number;
}

// spec 002 §9: "Sample shipping details PDF includes header and footer images fetched from storage".
describe('lab profile: the letterhead header and footer images', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let otherLab: TestLab;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    admin = lab.admin;
    reception = await lab.user();
    otherLab = await ctx.createLab();
  });
  afterAll(() => ctx.close());

  const upload = (client: TestClient, slot: string, version: number, fileName: string, content: Buffer) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('PUT', `${letterheadPath}/${slot}?version=${version}`, payload, headers);
  };
  const letterheadOf = async (client: TestClient) => (await client.get(letterheadPath)).json<LetterheadBody>();
  const fileIdsOf = async (labId: number) =>
    (await ctx.database.db.select({ id: files.id }).from(files).where(eq(files.labId, labId))).map((row) => row.id);

  describe.each(slots)('the %s', (slot) => {
    const kind = slot === 'header' ? 'letterheadHeader' : 'letterheadFooter';
    const column = `${kind}FileId`;

    it('is uploaded by the admin, read by every lab user, and audited', async () => {
      const before = await letterheadOf(admin);
      expect(before[slot]).toBeNull();
      const response = await upload(admin, slot, before.version, `Letterhead ${slot}.png`, sampleFiles.png);
      expect(response.statusCode).toBe(200);
      const body = response.json<LetterheadBody>();
      expect(body[slot]).toMatchObject({ kind, name: `Letterhead ${slot}.png`, mediaType: 'image/png' });
      expect(body.version).toBe(before.version + 1);
      expect(await letterheadOf(reception)).toEqual(body);

      const download = await reception.get(`${letterheadPath}/${slot}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.rawPayload.equals(sampleFiles.png)).toBe(true);

      const [audited] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, `labProfile.${kind}.replace`)));
      expect(audited?.after).toEqual({ [column]: body[slot]?.id, version: body.version });
    });

    it('takes up to 2 MB, a 300-dpi A4-wide banner, and replaces the one it had, its file gone', async () => {
      const before = await letterheadOf(admin);
      const response = await upload(admin, slot, before.version, 'banner.png', pngOfSize(2048 * 1024));
      expect(response.statusCode).toBe(200);
      const after = response.json<LetterheadBody>();
      expect(after[slot]?.sizeBytes).toBe(2048 * 1024);
      const ids = await fileIdsOf(lab.labId);
      expect(ids).toContain(after[slot]?.id);
      expect(ids).not.toContain(before[slot]?.id);
    });

    it("refuses a PDF, or a .png whose bytes are a PDF: 'File is not valid.'", async () => {
      const { version } = await letterheadOf(admin);
      const before = await fileIdsOf(lab.labId);
      for (const [name, content] of [
        ['letterhead.pdf', sampleFiles.pdf],
        ['letterhead.png', sampleFiles.pdf],
      ] as const) {
        const response = await upload(admin, slot, version, name, content);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject(fileNotValid);
      }
      expect(await fileIdsOf(lab.labId)).toEqual(before);
    });

    it("refuses 2 MB and one byte with 'File should not be greater then 2048KB.'", async () => {
      const response = await upload(
        admin,
        slot,
        (await letterheadOf(admin)).version,
        'big.png',
        pngOfSize(2048 * 1024 + 1),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        messageKey: 'fileTooLarge',
        message: 'File should not be greater then 2048KB.',
        params: { n: 2048 },
        field: 'file',
      });
    });

    it('refuses a stale version with 409, and the receptionist a change with 403', async () => {
      const before = await letterheadOf(admin);
      const late = await upload(admin, slot, before.version - 1, 'late.png', sampleFiles.png);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatchObject({ code: 'stale', messageKey: 'staleRecord' });
      const refused = await upload(reception, slot, before.version, 'mine.png', sampleFiles.png);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'forbidden', messageKey: 'adminOnly' });
      const refusedRemoval = await reception.request('DELETE', `${letterheadPath}/${slot}?version=${before.version}`);
      expect(refusedRemoval.statusCode).toBe(403);
      expect(await letterheadOf(admin)).toEqual(before);
    });

    it("is not another lab's: 404 for its image and its file", async () => {
      const { [slot]: image } = await letterheadOf(admin);
      expect((await otherLab.admin.get(`${letterheadPath}/${slot}`)).statusCode).toBe(404);
      expect((await otherLab.admin.get(`/api/v1/files/${image?.id}`)).statusCode).toBe(404);
      expect(await letterheadOf(otherLab.admin)).toEqual({ header: null, footer: null, version: 0 });
    });
  });

  it('keeps the header, the footer and the logo apart: removing one leaves the others', async () => {
    const logo = multipartUpload('logo.gif', sampleFiles.gif);
    const before = await letterheadOf(admin);
    const withLogo = await admin.request(
      'PUT',
      `/api/v1/lab-profile/logo?version=${before.version}`,
      logo.payload,
      logo.headers,
    );
    expect(withLogo.statusCode).toBe(200);
    const { version } = withLogo.json<{ version: number }>();

    const removed = await admin.request('DELETE', `${letterheadPath}/header?version=${version}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<LetterheadBody>()).toEqual({ header: null, footer: before.footer, version: version + 1 });
    expect((await reception.get(`${letterheadPath}/header`)).statusCode).toBe(404);
    expect((await reception.get(`${letterheadPath}/footer`)).statusCode).toBe(200);
    expect((await reception.get('/api/v1/lab-profile/logo')).statusCode).toBe(200);
    expect((await admin.request('DELETE', `${letterheadPath}/header?version=${version + 1}`)).statusCode).toBe(404);
    expect(await fileIdsOf(lab.labId)).not.toContain(before.header?.id);
  });

  it('knows only the header and the footer', async () => {
    expect((await reception.get(`${letterheadPath}/watermark`)).statusCode).toBe(400);
    const response = await upload(admin, 'watermark', (await letterheadOf(admin)).version, 'a.png', sampleFiles.png);
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: letterheadPath })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `${letterheadPath}/header` })).statusCode).toBe(401);
  });
});
