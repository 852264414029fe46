import type { Patient, PatientPicture } from '@lims/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, files, patients } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { recordsTestBed, staleRecordBody } from './records.test-support.js';

const imageIdNotFound = errorBody('not_found', 'imageIdNotFound', 'Image ID not found');

/** A Windows executable: what its first bytes say ('MZ', then the DOS stub and a PE header). */
const executable = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(28),
  Buffer.from('80000000', 'hex'),
  Buffer.from(
    '0e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000',
    'hex',
  ),
  Buffer.from('50450000', 'hex'),
  Buffer.alloc(2048),
]);

describe("a patient's profile picture (spec 000 §7 uploadPatientProfilePic, image delete; §8 image texts)", () => {
  const bed = recordsTestBed();

  const picturePath = (patient: Pick<Patient, 'id'>) => `/api/v1/patients/${patient.id}/picture`;

  const put = (
    client: TestClient,
    patient: Pick<Patient, 'id'>,
    version: number,
    fileName = 'face.png',
    content = sampleFiles.png,
  ) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('PUT', `${picturePath(patient)}?version=${version}`, payload, headers);
  };

  const remove = (client: TestClient, patient: Pick<Patient, 'id'>, version: number) =>
    client.request('DELETE', `${picturePath(patient)}?version=${version}`);

  const rowOf = async (patientId: number) =>
    (await bed.ctx.database.db.select().from(patients).where(eq(patients.id, patientId)))[0];

  const snapshot = async (patientId: number) => ({
    patient: await rowOf(patientId),
    files: (await bed.ctx.database.db.select({ rows: count() }).from(files))[0]?.rows,
    audit: (await bed.ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows,
  });

  it('sets the picture from the version read, moves the version on, audits it and serves the image', async () => {
    const patient = await bed.patient(bed.lab);
    const response = await put(bed.reception, patient, patient.version);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PatientPicture>();
    expect(answer).toMatchObject({
      version: patient.version + 1,
      picture: { kind: 'patientPicture', mediaType: 'image/png', name: 'face.png' },
    });
    expect(await rowOf(patient.id)).toMatchObject({
      profilePictureFileId: answer.picture?.id,
      version: answer.version,
    });
    const image = await bed.reception.get(picturePath(patient));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.rawPayload.equals(sampleFiles.png)).toBe(true);
    // The card reads it as /picture?v=<file id>, so that a new picture is never shown from cache.
    expect((await bed.reception.get(`${picturePath(patient)}?v=${answer.picture?.id}`)).statusCode).toBe(200);
    const change = (await bed.auditOf('patient', patient.id)).at(-1);
    expect(change).toMatchObject({
      action: 'patient.replace_picture',
      before: expect.objectContaining({ profilePictureFileId: null, version: patient.version }),
      after: expect.objectContaining({ profilePictureFileId: answer.picture?.id, version: answer.version }),
    });
    const patientCard = await bed.reception.get(`/api/v1/patients/${patient.id}`);
    expect(patientCard.json()).toMatchObject({ profilePictureFileId: answer.picture?.id, version: answer.version });
  });

  it('replaces a picture and removes the file it replaces', async () => {
    const patient = await bed.patient(bed.lab);
    const first = (await put(bed.reception, patient, patient.version)).json<PatientPicture>();
    const second = await put(bed.reception, patient, first.version, 'new.gif', sampleFiles.gif);
    expect(second.json()).toMatchObject({ version: first.version + 1, picture: { mediaType: 'image/gif' } });
    expect(
      await bed.ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, first.picture?.id ?? 0)),
    ).toEqual([]);
    expect((await bed.reception.get(picturePath(patient))).headers['content-type']).toBe('image/gif');
  });

  it("removes it: 'Image deleted successfully.', the file gone, then 'Image ID not found'", async () => {
    const patient = await bed.patient(bed.lab);
    const set = (await put(bed.reception, patient, patient.version)).json<PatientPicture>();
    const response = await remove(bed.reception, patient, set.version);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      picture: null,
      version: set.version + 1,
      messageKey: 'imageDeleted',
      message: 'Image deleted successfully.',
    });
    expect(
      await bed.ctx.database.db
        .select()
        .from(files)
        .where(eq(files.id, set.picture?.id ?? 0)),
    ).toEqual([]);
    expect((await bed.auditOf('patient', patient.id)).at(-1)).toMatchObject({ action: 'patient.remove_picture' });
    const again = await remove(bed.reception, patient, set.version + 1);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(imageIdNotFound);
    expect((await bed.reception.get(picturePath(patient))).json()).toEqual(imageIdNotFound);
  });

  // spec 000 §5 line 167: 'File should not be greater then {n}KB.' (800 KB by default).
  it('refuses a 10 MB picture with 413 and the size in its message, storing nothing', async () => {
    const patient = await bed.patient(bed.lab);
    const before = await snapshot(patient.id);
    const response = await put(bed.reception, patient, patient.version, 'big.png', pngOfSize(10 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(
      errorBody('payload_too_large', 'fileTooLarge', 'File should not be greater then 800KB.', 'file', { n: 800 }),
    );
    expect(await snapshot(patient.id)).toEqual(before);
  });

  // spec 000 §5 line 167: 'File is not valid.'; the content decides, not the name.
  it.each([
    ['an executable renamed .png', 'face.png', executable],
    ['a PDF named .png', 'face.png', sampleFiles.pdf],
    ['a PDF under its own name (not an image)', 'scan.pdf', sampleFiles.pdf],
    ['a file without an extension', 'face', sampleFiles.png],
  ])("refuses %s with 'File is not valid.', storing nothing", async (_case, fileName, content) => {
    const patient = await bed.patient(bed.lab);
    const before = await snapshot(patient.id);
    const response = await put(bed.reception, patient, patient.version, fileName, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('bad_request', 'fileNotValid', 'File is not valid.', 'file'));
    expect(await snapshot(patient.id)).toEqual(before);
  });

  it('refuses a stale version before storing the image, and lets one of two at once win', async () => {
    const patient = await bed.patient(bed.lab);
    expect((await put(bed.reception, patient, patient.version)).statusCode).toBe(200);
    const before = await snapshot(patient.id);
    const stale = await put(bed.lab.admin, patient, patient.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(staleRecordBody);
    expect(await snapshot(patient.id)).toEqual(before);
    expect((await remove(bed.lab.admin, patient, patient.version)).json()).toEqual(staleRecordBody);

    const racing = await bed.patient(bed.lab);
    const answers = await Promise.all([
      put(bed.reception, racing, racing.version),
      put(bed.lab.admin, racing, racing.version),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<PatientPicture>();
    expect(await rowOf(racing.id)).toMatchObject({
      profilePictureFileId: winner?.picture?.id,
      version: racing.version + 1,
    });
  });

  it('refuses a missing or malformed version with 400', async () => {
    const patient = await bed.patient(bed.lab);
    const { payload, headers } = multipartUpload('face.png', sampleFiles.png);
    expect((await bed.reception.request('PUT', picturePath(patient), payload, headers)).statusCode).toBe(400);
    expect((await bed.reception.request('DELETE', `${picturePath(patient)}?version=x`)).statusCode).toBe(400);
  });

  it("answers 404 for another lab's patient and changes nothing there", async () => {
    const theirs = await bed.patient(bed.other);
    const set = (await put(bed.other.admin, theirs, theirs.version)).json<PatientPicture>();
    const before = await snapshot(theirs.id);
    expect((await bed.reception.get(picturePath(theirs))).statusCode).toBe(404);
    expect((await put(bed.reception, theirs, set.version)).statusCode).toBe(404);
    expect((await remove(bed.reception, theirs, set.version)).statusCode).toBe(404);
    expect(await snapshot(theirs.id)).toEqual(before);
  });

  it("lets a referral user see it but not change it, with the spec's code-4 text", async () => {
    const patient = await bed.patient(bed.lab);
    const set = (await put(bed.reception, patient, patient.version)).json<PatientPicture>();
    const referral = await bed.lab.user({ isReferral: true });
    expect((await referral.get(picturePath(patient))).statusCode).toBe(200);
    const refused = await remove(referral, patient, set.version);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageKey).toBe('patientUpdateNotPermitted');
  });

  it("keeps a collection centre to its own organisation's patients", async () => {
    const clinic = await bed.organisation(bed.lab);
    const centre = await bed.collectionCentre(bed.lab, clinic.id);
    const own = await bed.patient(bed.lab, { organisationId: clinic.id });
    const elsewhere = await bed.patient(bed.lab);
    expect((await put(centre, own, own.version)).statusCode).toBe(200);
    const before = await snapshot(elsewhere.id);
    expect((await put(centre, elsewhere, elsewhere.version)).statusCode).toBe(404);
    expect(await snapshot(elsewhere.id)).toEqual(before);
  });
});
