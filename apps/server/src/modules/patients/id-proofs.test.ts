import type { IdProof, IdProofList, Patient } from '@lims/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, files, patientIdProofs } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { notFoundBody, recordsTestBed, staleRecordBody } from './records.test-support.js';

const numberNotValid = errorBody(
  'bad_request',
  'documentNumberNotValid',
  'This is not a valid number for this type of ID proof.',
  'documentNumber',
);

describe('ID proofs (spec 000 §3 ID proof types, §7 id-proofs/upload and edit_id_proof_details_api, §8)', () => {
  const bed = recordsTestBed();

  const path = (patient: Pick<Patient, 'id'>) => `/api/v1/patients/${patient.id}/id-proofs`;

  const upload = (
    client: TestClient,
    patient: Pick<Patient, 'id'>,
    query: string,
    fileName = 'passport.png',
    content: Buffer = sampleFiles.png,
  ) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('POST', `${path(patient)}?${query}`, payload, headers);
  };

  const added = async (patient: Pick<Patient, 'id'>, query = 'proofType=Passport&documentNumber=k1234567') => {
    const response = await upload(bed.reception, patient, query);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<IdProof>();
  };

  /** What a refused request must leave alone: proofs, files and audit rows of every bed.lab. */
  const snapshot = async () => ({
    proofs: await bed.ctx.database.db.select().from(patientIdProofs).orderBy(patientIdProofs.id),
    files: (await bed.ctx.database.db.select({ rows: count() }).from(files))[0]?.rows,
    audit: (await bed.ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows,
  });

  describe('upload and list', () => {
    it('stores the scan as a patientIdProof file, keeps the number in one form, audits it and lists it', async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      expect(proof).toMatchObject({
        patientId: patient.id,
        proofType: 'Passport',
        documentNumber: 'K1234567',
        version: 0,
        file: {
          kind: 'patientIdProof',
          name: 'passport.png',
          mediaType: 'image/png',
          sizeBytes: sampleFiles.png.length,
        },
      });
      const pdf = await upload(bed.reception, patient, 'proofType=License', 'licence.pdf', sampleFiles.pdf);
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json()).toMatchObject({
        proofType: 'License',
        documentNumber: null,
        file: { mediaType: 'application/pdf' },
      });
      const list = await bed.reception.get(path(patient));
      expect(list.json<IdProofList>().items.map((item) => item.id)).toEqual([proof.id, pdf.json<IdProof>().id]);
      expect((await bed.auditOf('patient', patient.id)).map((row) => row.action)).toEqual([
        'patient.create',
        'patient.add_id_proof',
        'patient.add_id_proof',
      ]);
    });

    it('sends the scan back as a download with its type read from its content', async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const response = await bed.reception.get(`${path(patient)}/${proof.id}/file`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="passport.png"/);
      expect(response.rawPayload.equals(sampleFiles.png)).toBe(true);
    });

    it.each([
      ['a type not in the list', 'proofType=Ration%20Card', 400, 'invalidRequest'],
      ['no type', 'documentNumber=K1234567', 400, 'fieldEmpty'],
      [
        'an Aadhaar number that fails its check digit',
        'proofType=Aadhar%20Card&documentNumber=234123412345',
        400,
        'documentNumberNotValid',
      ],
      ['a PAN of the wrong shape', 'proofType=Pan%20Card&documentNumber=12345', 400, 'documentNumberNotValid'],
    ])('refuses %s before storing anything', async (_case, query, status, messageKey) => {
      const patient = await bed.patient(bed.lab);
      const before = await snapshot();
      const response = await upload(bed.reception, patient, query);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.messageKey).toBe(messageKey);
      expect(await snapshot()).toEqual(before);
    });

    // spec 000 §5 line 167: 'File is not valid.' and 'File should not be greater then {n}KB.'
    it.each([
      ['a Word file', 'scan.docx', sampleFiles.png, 400, 'fileNotValid'],
      ['a PDF named .png', 'scan.png', sampleFiles.pdf, 400, 'fileNotValid'],
      ['a scan of 801 KB', 'scan.png', pngOfSize(801 * 1024), 413, 'fileTooLarge'],
    ] as const)('refuses %s, storing nothing', async (_case, fileName, content, status, messageKey) => {
      const patient = await bed.patient(bed.lab);
      const before = await snapshot();
      const response = await upload(bed.reception, patient, 'proofType=Passport', fileName, content);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({ messageKey, field: 'file' });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body that is not multipart', async () => {
      const patient = await bed.patient(bed.lab);
      const response = await bed.reception.post(`${path(patient)}?proofType=Passport`, { file: 'not a file' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.messageKey).toBe('fileNotValid');
    });
  });

  describe('change and remove', () => {
    it("changes the number from the version read, answering 'ID Proof entry Updated successfully'", async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const response = await bed.reception.patch(`${path(patient)}/${proof.id}`, {
        documentNumber: 'z7654321',
        version: 0,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        messageKey: 'idProofUpdated',
        message: 'ID Proof entry Updated successfully',
        idProof: { ...proof, documentNumber: 'Z7654321', version: 1, updatedAt: expect.any(String) },
      });
      const [, , update] = await bed.auditOf('patient', patient.id);
      expect(update).toMatchObject({
        action: 'patient.update_id_proof',
        before: expect.objectContaining({ documentNumber: 'K1234567', version: 0 }),
        after: expect.objectContaining({ documentNumber: 'Z7654321', version: 1 }),
      });
    });

    it('checks the number that stays against a new type, and lets it be cleared', async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const wrongType = await bed.reception.patch(`${path(patient)}/${proof.id}`, {
        proofType: 'Pan Card',
        version: 0,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toEqual(numberNotValid);
      const cleared = await bed.reception.patch(`${path(patient)}/${proof.id}`, {
        proofType: 'Pan Card',
        documentNumber: null,
        version: 0,
      });
      expect(cleared.json().idProof).toMatchObject({ proofType: 'Pan Card', documentNumber: null, version: 1 });
    });

    it.each([
      ['nothing to change', { version: 0 }, 'nothingToUpdate'],
      ['no version', { documentNumber: 'K1234567' }, 'fieldEmpty'],
      ['a type not in the list', { proofType: 'Ration Card', version: 0 }, 'invalidRequest'],
    ])('refuses %s with 400', async (_case, body, messageKey) => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const response = await bed.reception.patch(`${path(patient)}/${proof.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.messageKey).toBe(messageKey);
    });

    it('lets one of two users saving the same version win; the other reads 409', async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const answers = await Promise.all([
        bed.reception.patch(`${path(patient)}/${proof.id}`, { documentNumber: 'A1111111', version: 0 }),
        bed.lab.admin.patch(`${path(patient)}/${proof.id}`, { documentNumber: 'B2222222', version: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecordBody);
      const stale = await bed.reception.request('DELETE', `${path(patient)}/${proof.id}?version=0`);
      expect(stale.statusCode).toBe(409);
    });

    it("removes the proof and its scan, answering 'ID Proof entry deleted successfully'", async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      const response = await bed.reception.request('DELETE', `${path(patient)}/${proof.id}?version=0`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ messageKey: 'idProofDeleted', message: 'ID Proof entry deleted successfully' });
      expect((await bed.reception.get(path(patient))).json()).toEqual({ items: [] });
      expect((await bed.reception.get(`${path(patient)}/${proof.id}/file`)).statusCode).toBe(404);
      expect(await bed.ctx.database.db.select().from(files).where(eq(files.id, proof.file.id))).toEqual([]);
      expect((await bed.auditOf('patient', patient.id)).at(-1)).toMatchObject({ action: 'patient.delete_id_proof' });
      expect((await bed.reception.request('DELETE', `${path(patient)}/${proof.id}?version=0`)).statusCode).toBe(404);
    });

    it('refuses a delete without a version', async () => {
      const patient = await bed.patient(bed.lab);
      const proof = await added(patient);
      expect((await bed.reception.request('DELETE', `${path(patient)}/${proof.id}`)).statusCode).toBe(400);
    });
  });

  describe('other labs, other patients, other roles', () => {
    it("answers 404 for another lab's patient or proof, and changes nothing", async () => {
      const theirPatient = await bed.patient(bed.other);
      const response = await upload(bed.other.admin, theirPatient, 'proofType=Passport');
      const theirs = response.json<IdProof>();
      const patient = await bed.patient(bed.lab);
      const before = await snapshot();
      expect((await bed.reception.get(path(theirPatient))).json()).toEqual(notFoundBody);
      expect((await upload(bed.reception, theirPatient, 'proofType=Passport')).statusCode).toBe(404);
      expect(
        (await bed.reception.patch(`${path(theirPatient)}/${theirs.id}`, { documentNumber: null, version: 0 }))
          .statusCode,
      ).toBe(404);
      expect((await bed.reception.request('DELETE', `${path(theirPatient)}/${theirs.id}?version=0`)).statusCode).toBe(
        404,
      );
      expect((await bed.reception.get(`${path(theirPatient)}/${theirs.id}/file`)).statusCode).toBe(404);
      // Their proof's id under a patient of our own is no more ours.
      expect((await bed.reception.get(`${path(patient)}/${theirs.id}/file`)).statusCode).toBe(404);
      expect(
        (await bed.reception.patch(`${path(patient)}/${theirs.id}`, { documentNumber: null, version: 0 })).statusCode,
      ).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it("does not reach one patient's proof through another patient of the lab", async () => {
      const [first, second] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
      const proof = await added(first);
      expect((await bed.reception.get(`${path(second)}/${proof.id}/file`)).statusCode).toBe(404);
      expect((await bed.reception.request('DELETE', `${path(second)}/${proof.id}?version=0`)).statusCode).toBe(404);
    });

    it('lets a referral user list but not upload, and a doctor neither', async () => {
      const patient = await bed.patient(bed.lab);
      const referral = await bed.lab.user({ isReferral: true });
      expect((await referral.get(path(patient))).statusCode).toBe(200);
      const before = await snapshot();
      expect((await upload(referral, patient, 'proofType=Passport')).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
      expect((await (await bed.lab.doctor()).get(path(patient))).statusCode).toBe(403);
    });

    it("keeps a collection centre to its own organisation's patients", async () => {
      const clinic = await bed.organisation(bed.lab);
      const centre = await bed.collectionCentre(bed.lab, clinic.id);
      const own = await bed.patient(bed.lab, { organisationId: clinic.id });
      const elsewhere = await bed.patient(bed.lab);
      expect((await upload(centre, own, 'proofType=Passport')).statusCode).toBe(201);
      const before = await snapshot();
      expect((await upload(centre, elsewhere, 'proofType=Passport')).statusCode).toBe(404);
      expect((await centre.get(path(elsewhere))).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
      const proofs = await bed.ctx.database.db
        .select()
        .from(patientIdProofs)
        .where(inArray(patientIdProofs.patientId, [own.id, elsewhere.id]));
      expect(proofs.map((row) => row.patientId)).toEqual([own.id]);
    });
  });
});
