import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

const logoPath = '/api/v1/lab-profile/logo';
const fileNotValid = { code: 'bad_request', messageKey: 'fileNotValid', message: 'File is not valid.', field: 'file' };

interface LabProfileBody {
  logo: { id: number; kind: string; name: string; mediaType: string; sizeBytes: number } | null;
  version: number;
}

describe('lab profile: the lab logo (files and storage, spec 000 §5)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let otherLab: TestLab;
  // Each context keeps its files in a DATA_DIR of its own, so what a test finds on disk is its own.
  let filesDir: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    admin = lab.admin;
    reception = await lab.user();
    otherLab = await ctx.createLab();
    filesDir = join(ctx.dataDir, 'files');
  });
  afterAll(() => ctx.close());

  const upload = (client: TestClient, version: number, fileName: string, content: Buffer, fieldName?: string) => {
    const { payload, headers } = multipartUpload(fileName, content, fieldName ? { fieldName } : {});
    return client.request('PUT', `${logoPath}?version=${version}`, payload, headers);
  };
  const profileOf = async (client: TestClient) => (await client.get('/api/v1/lab-profile')).json<LabProfileBody>();
  const filesOf = (labId: number) => ctx.database.db.select().from(files).where(eq(files.labId, labId));
  /** The objects on disk of a lab: they must be exactly those its rows name, nothing half-written. */
  const objectsOf = async (labId: number) =>
    (await readdir(join(filesDir, String(labId))).catch(() => [] as string[])).map((name) => `${labId}/${name}`).sort();
  const expectObjectsMatchRows = async (labId: number) =>
    expect(await objectsOf(labId)).toEqual((await filesOf(labId)).map((row) => row.storageKey).sort());

  describe('uploading', () => {
    it('takes a PNG from the admin, shows it to every lab user, and audits it', async () => {
      const response = await upload(admin, 0, 'Lab logo.png', sampleFiles.png);
      expect(response.statusCode).toBe(200);
      const body = response.json<LabProfileBody>();
      expect(body).toEqual({
        logo: {
          id: expect.any(Number),
          kind: 'labLogo',
          name: 'Lab logo.png',
          mediaType: 'image/png',
          sizeBytes: sampleFiles.png.length,
          createdAt: expect.any(String),
        },
        version: 1,
      });
      expect(await profileOf(reception)).toEqual(body);

      const download = await reception.get(logoPath);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(sampleFiles.png)).toBe(true);
      expect(download.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `inline; filename="Lab logo.png"; filename*=UTF-8''Lab%20logo.png`,
        'x-content-type-options': 'nosniff',
        'content-length': String(sampleFiles.png.length),
      });
      const revalidated = await reception.request('GET', logoPath, undefined, {
        'if-none-match': String(download.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);

      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.entityType, 'labProfile')));
      expect(audit.map((row) => [row.action, row.after])).toEqual([
        ['labProfile.logo.replace', { logoFileId: body.logo?.id, version: 1 }],
      ]);
      await expectObjectsMatchRows(lab.labId);
    });

    it("refuses a .png whose bytes are a PDF: 'File is not valid.', nothing stored", async () => {
      const before = await filesOf(lab.labId);
      const response = await upload(admin, 1, 'logo.png', sampleFiles.pdf);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject(fileNotValid);
      expect(await filesOf(lab.labId)).toEqual(before);
      await expectObjectsMatchRows(lab.labId);
    });

    it.each([
      ['a PDF by name', 'report.pdf', sampleFiles.pdf],
      ['a file with no extension', 'logo', sampleFiles.png],
      ['a type outside the list', 'logo.webp', sampleFiles.png],
    ])("refuses %s: 'File is not valid.'", async (_, name, content) => {
      const response = await upload(admin, 1, name, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject(fileNotValid);
    });

    it('takes a GIF, the spec’s other image types, by its content', async () => {
      const response = await upload(admin, 1, 'logo.GIF', sampleFiles.gif);
      expect(response.statusCode).toBe(200);
      expect(response.json<LabProfileBody>().logo?.mediaType).toBe('image/gif');
    });

    it("refuses 800 KB and one byte with 'File should not be greater then 800KB.', nothing stored", async () => {
      const before = await filesOf(lab.labId);
      const response = await upload(admin, 2, 'big.png', pngOfSize(800 * 1024 + 1));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        messageKey: 'fileTooLarge',
        message: 'File should not be greater then 800KB.',
        params: { n: 800 },
        field: 'file',
      });
      expect(await filesOf(lab.labId)).toEqual(before);
      await expectObjectsMatchRows(lab.labId);
    });

    it('refuses a body that is not a multipart upload of the part "file"', async () => {
      const json = await admin.put(`${logoPath}?version=2`, { file: 'logo.png' });
      expect(json.statusCode).toBe(400);
      expect(json.json().error).toMatchObject(fileNotValid);
      const otherPart = await upload(admin, 2, 'logo.png', sampleFiles.png, 'image');
      expect(otherPart.statusCode).toBe(400);
      expect(otherPart.json().error).toMatchObject(fileNotValid);
      const { payload, headers } = multipartUpload('logo.png', sampleFiles.png);
      const noVersion = await admin.request('PUT', logoPath, payload, headers);
      expect(noVersion.statusCode).toBe(400);
      await expectObjectsMatchRows(lab.labId);
    });
  });

  describe('replacing and removing', () => {
    it('replaces the logo: the old row and its object go, the new one is served', async () => {
      const before = await profileOf(admin);
      const [oldRow] = await filesOf(lab.labId);
      expect(oldRow?.id).toBe(before.logo?.id);

      const response = await upload(admin, before.version, 'new-logo.png', pngOfSize(2048));
      expect(response.statusCode).toBe(200);
      const after = response.json<LabProfileBody>();
      expect(after.version).toBe(before.version + 1);
      expect((await filesOf(lab.labId)).map((row) => row.id)).toEqual([after.logo?.id]);
      expect(await objectsOf(lab.labId)).not.toContain(oldRow?.storageKey);
      await expectObjectsMatchRows(lab.labId);
      expect((await reception.get(logoPath)).rawPayload.equals(pngOfSize(2048))).toBe(true);
    });

    it('refuses a change made on a stale version with 409, and removes the object it had stored', async () => {
      const before = await profileOf(admin);
      const response = await upload(admin, before.version - 1, 'late.png', sampleFiles.png);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'stale', messageKey: 'staleRecord' });
      expect(await profileOf(admin)).toEqual(before);
      await expectObjectsMatchRows(lab.labId);
    });

    it('removes the logo with its object; then there is none to get or remove', async () => {
      const before = await profileOf(admin);
      const stale = await admin.request('DELETE', `${logoPath}?version=${before.version - 1}`);
      expect(stale.statusCode).toBe(409);

      const response = await admin.request('DELETE', `${logoPath}?version=${before.version}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ logo: null, version: before.version + 1 });
      expect(await filesOf(lab.labId)).toEqual([]);
      expect(await objectsOf(lab.labId)).toEqual([]);
      expect((await reception.get(logoPath)).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${logoPath}?version=${before.version + 1}`)).statusCode).toBe(404);
    });
  });

  describe('who may do what', () => {
    it('refuses the receptionist an upload or a removal (403, before the body is read)', async () => {
      const { version } = await profileOf(reception);
      const refusedUpload = await upload(reception, version, 'logo.png', sampleFiles.png);
      expect(refusedUpload.statusCode).toBe(403);
      expect(refusedUpload.json().error).toMatchObject({ code: 'forbidden', messageKey: 'adminOnly' });
      const refusedRemoval = await reception.request('DELETE', `${logoPath}?version=${version}`);
      expect(refusedRemoval.statusCode).toBe(403);
      expect(await filesOf(lab.labId)).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: logoPath })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-profile' })).statusCode).toBe(401);
    });

    it("gives another lab's file id 404, and the file to its own lab", async () => {
      const uploaded = await upload(admin, (await profileOf(admin)).version, 'logo.png', sampleFiles.png);
      const id = uploaded.json<LabProfileBody>().logo?.id;
      const own = await reception.get(`/api/v1/files/${id}`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-disposition']).toMatch(/^attachment; /);
      expect(own.headers['x-content-type-options']).toBe('nosniff');

      const other = await otherLab.admin.get(`/api/v1/files/${id}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('not_found');
      expect((await otherLab.admin.get(logoPath)).statusCode).toBe(404);
      expect(await profileOf(otherLab.admin)).toEqual({ logo: null, version: 0 });
    });
  });

  it('writes no row when the store cannot write the object', async () => {
    // The other lab's folder cannot be made: a file stands where it should be.
    await writeFile(join(filesDir, String(otherLab.labId)), 'in the way');
    const response = await upload(otherLab.admin, 0, 'logo.png', sampleFiles.png);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe('Something went wrong');
    expect(await filesOf(otherLab.labId)).toEqual([]);
    expect(await profileOf(otherLab.admin)).toEqual({ logo: null, version: 0 });
  });
});
