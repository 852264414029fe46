import type {
  IdProof,
  IdProofDeleted,
  IdProofList,
  IdProofUpdated,
  UpdateIdProof,
  UploadIdProofQuery,
} from '@lims/contract';
import { confirmation } from '@lims/contract';
import { type IdProofType, isValidDocumentNumber, normaliseDocumentNumber } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { badRequest, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  deleteIdProof,
  findIdProof,
  type IdProofRow,
  insertIdProof,
  listIdProofs,
  lockIdProof,
  updateIdProof,
} from './id-proofs.queries.js';
import type { RecordsAccess } from './records-access.js';

interface IdProofsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  access: RecordsAccess;
  files: ServiceRegistry['files'];
}

/** The number as it is kept, or null for none; 'This is not a valid number…' when it cannot be one of the type. */
function documentNumberOf(proofType: IdProofType, documentNumber: string | null | undefined): string | null {
  if (!isValidDocumentNumber(proofType, documentNumber)) throw badRequest('documentNumberNotValid', 'documentNumber');
  return documentNumber ? normaliseDocumentNumber(proofType, documentNumber) : null;
}

/**
 * A patient's identity documents (spec 000 §3 'ID proof types'; §7 storage-manager/id-proofs/
 * upload, fetchIdProofDetailsAPI, edit_id_proof_details_api): each a scan kept by the files
 * service (kind 'patientIdProof'), its type and optional number. The scan never changes: a
 * new scan is a new proof.
 */
export function createIdProofsService({ db, now, access, files }: IdProofsDeps) {
  const toIdProof = async (actor: LabActor, row: IdProofRow): Promise<IdProof> => ({
    id: row.id,
    patientId: row.patientId,
    proofType: row.proofType as IdProofType,
    documentNumber: row.documentNumber,
    file: await files.describe({ actor, id: row.fileId }),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The proof locked for a change, from the version the user saw. */
  const lockedProof = async (actor: LabActor, patientId: number, proofId: number, version: number) => {
    await access.patient(actor, patientId);
    const before = await lockIdProof(db, actor.labId, patientId, proofId);
    if (!before) throw notFound();
    if (before.version !== version) throw stale();
    return before;
  };

  return {
    async list({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<IdProofList> {
      requirePermission(actor, 'patients.view');
      await access.patient(actor, patientId);
      const rows = await listIdProofs(db, actor.labId, patientId);
      return { items: await Promise.all(rows.map((row) => toIdProof(actor, row))) };
    },

    async upload({
      actor,
      patientId,
      query,
      upload,
    }: {
      actor: LabActor;
      patientId: number;
      query: UploadIdProofQuery;
      upload: Upload;
    }): Promise<IdProof> {
      const documentNumber = await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'patients.update');
        await access.patient(actor, patientId);
        return documentNumberOf(query.proofType, query.documentNumber);
      });
      return files.save({ actor, kind: 'patientIdProof', upload }, async (file) => {
        // Locked now, so that a patient removed while the scan was stored takes the scan with it.
        await access.lockedPatient(actor, patientId);
        const row = await insertIdProof(db, {
          labId: actor.labId,
          patientId,
          proofType: query.proofType,
          documentNumber,
          fileId: file.id,
        });
        await audit(db, actor, {
          action: 'patient.add_id_proof',
          entityType: 'patient',
          entityId: patientId,
          after: row,
        });
        return toIdProof(actor, row);
      });
    },

    /** Changes the type or the number (spec 000 §8: 'ID Proof entry Updated successfully'). */
    async update({
      actor,
      patientId,
      proofId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      proofId: number;
      input: UpdateIdProof;
    }): Promise<IdProofUpdated> {
      requirePermission(actor, 'patients.update');
      if (input.proofType === undefined && input.documentNumber === undefined) throw badRequest('nothingToUpdate');
      return db.transaction(async (tx) => {
        const before = await lockedProof(actor, patientId, proofId, input.version);
        const proofType = input.proofType ?? (before.proofType as IdProofType);
        const number = input.documentNumber === undefined ? before.documentNumber : input.documentNumber;
        const after = await updateIdProof(tx, before, {
          proofType,
          documentNumber: documentNumberOf(proofType, number),
          updatedAt: now(),
        });
        await audit(tx, actor, {
          action: 'patient.update_id_proof',
          entityType: 'patient',
          entityId: patientId,
          before,
          after,
        });
        return { idProof: await toIdProof(actor, after), ...confirmation('idProofUpdated') };
      });
    },

    /** Removes the proof and its scan (spec 000 §8: 'ID Proof entry deleted successfully'). */
    async remove({
      actor,
      patientId,
      proofId,
      version,
    }: {
      actor: LabActor;
      patientId: number;
      proofId: number;
      version: number;
    }): Promise<IdProofDeleted> {
      requirePermission(actor, 'patients.update');
      return db.transaction(async (tx) => {
        const before = await lockedProof(actor, patientId, proofId, version);
        await deleteIdProof(tx, before);
        await files.remove({ actor, id: before.fileId });
        await audit(tx, actor, {
          action: 'patient.delete_id_proof',
          entityType: 'patient',
          entityId: patientId,
          before,
        });
        return confirmation('idProofDeleted');
      });
    },

    /** The scan, to send. */
    async open({
      actor,
      patientId,
      proofId,
    }: {
      actor: LabActor;
      patientId: number;
      proofId: number;
    }): Promise<OpenedFile> {
      requirePermission(actor, 'patients.view');
      await access.patient(actor, patientId);
      const proof = await findIdProof(db, actor.labId, patientId, proofId);
      if (!proof) throw notFound();
      return files.open({ actor, id: proof.fileId });
    },
  };
}
export type IdProofsService = ReturnType<typeof createIdProofsService>;
