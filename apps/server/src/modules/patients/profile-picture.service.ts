import { confirmation, type PatientPicture, type PatientPictureDeleted } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { PatientsService } from './patients.service.js';
import type { RecordsAccess } from './records-access.js';

interface ProfilePictureDeps extends Pick<ServiceDeps, 'db'> {
  access: RecordsAccess;
  files: ServiceRegistry['files'];
  patients: Pick<PatientsService, 'changeRecord'>;
}

/**
 * A patient's profile picture (spec 000 §3 'profilepic', §7 uploadPatientProfilePic and image
 * delete, §2 'Delete Image?'): an image kept by the files service (kind 'patientPicture'),
 * part of the patient's record, so a change names the patient's version and moves it on. A
 * replaced or removed picture's file goes with it.
 */
export function createProfilePictureService({ db, access, files, patients }: ProfilePictureDeps) {
  /**
   * Sets the picture through the patient's own change (lock, version, audit, the lab told), then
   * removes the file it replaces, in the same transaction.
   */
  const setPicture = async (actor: LabActor, patientId: number, version: number, fileId: number | null) => {
    const replaced = { fileId: null as number | null };
    const patient = await patients.changeRecord({
      actor,
      id: patientId,
      version,
      action: fileId === null ? 'patient.remove_picture' : 'patient.replace_picture',
      event: 'updated',
      apply: async (locked) => {
        if (fileId === null && locked.profilePictureFileId === null) throw notFound('imageIdNotFound');
        replaced.fileId = locked.profilePictureFileId;
        return { profilePictureFileId: fileId };
      },
    });
    if (replaced.fileId !== null) await files.remove({ actor, id: replaced.fileId });
    return patient;
  };

  return {
    /** The picture, to send; 'Image ID not found' when the patient has none. */
    async open({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<OpenedFile> {
      requirePermission(actor, 'patients.view');
      const patient = await access.patient(actor, patientId);
      if (patient.profilePictureFileId === null) throw notFound('imageIdNotFound');
      return files.open({ actor, id: patient.profilePictureFileId });
    },

    async replace({
      actor,
      patientId,
      version,
      upload,
    }: {
      actor: LabActor;
      patientId: number;
      version: number;
      upload: Upload;
    }): Promise<PatientPicture> {
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'patients.update');
        // Checked again under the lock; refused here so that a stale form's image is never stored.
        if ((await access.patient(actor, patientId)).version !== version) throw stale();
      });
      return files.save({ actor, kind: 'patientPicture', upload }, async (picture) => {
        const after = await setPicture(actor, patientId, version, picture.id);
        return { picture, version: after.version };
      });
    },

    /** spec 000 §8 image delete: 'Image deleted successfully.', or 'Image ID not found'. */
    async remove({
      actor,
      patientId,
      version,
    }: {
      actor: LabActor;
      patientId: number;
      version: number;
    }): Promise<PatientPictureDeleted> {
      requirePermission(actor, 'patients.update');
      return db.transaction(async () => {
        const after = await setPicture(actor, patientId, version, null);
        return { picture: null, version: after.version, ...confirmation('imageDeleted') };
      });
    },
  };
}
export type ProfilePictureService = ReturnType<typeof createProfilePictureService>;
