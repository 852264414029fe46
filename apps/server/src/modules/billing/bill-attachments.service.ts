import type { BillAttachment, BillAttachmentList, StoredFile } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  type BillAttachmentRow,
  findAttachment,
  findBillForAttachment,
  insertAttachment,
  listAttachments,
} from './bill-attachments.queries.js';

interface BillAttachmentsDeps extends Pick<ServiceDeps, 'db'> {
  bills: Pick<ServiceRegistry['bills'], 'assertReachable'>;
  files: ServiceRegistry['files'];
  labUsers: Pick<ServiceRegistry['labUsers'], 'principal'>;
}

/** spec 001 §3 Attachment 'fileType (Image, PDF, other)', from the type read from the file's content. */
export const attachmentFileType = (mediaType: string): BillAttachment['fileType'] =>
  mediaType.startsWith('image/') ? 'Image' : mediaType === 'application/pdf' ? 'PDF' : 'other';

/**
 * Papers that go with a bill (spec 001 §3 Attachment; §7 getBillAttachmentList,
 * uploadBillingAttachment, /downloadBillingAttachment/): each a file kept by the files service
 * (kind 'billAttachment': an image or a PDF). An attachment never changes; the cashier who takes
 * the money adds it, whoever sees the bill reads it.
 */
export function createBillAttachmentsService({ db, bills, files, labUsers }: BillAttachmentsDeps) {
  /** The bill, when the caller may reach its patient (a collection centre: its organisation's only). */
  const billOf = async (actor: LabActor, billId: number) => {
    const bill = await findBillForAttachment(db, actor.labId, billId);
    if (!bill) throw notFound();
    await bills.assertReachable(actor, bill.patientId);
  };

  const toAttachment = (row: BillAttachmentRow, file: StoredFile, createdBy: string | null): BillAttachment => ({
    id: row.id,
    fileId: row.fileId,
    name: file.name,
    mediaType: file.mediaType,
    sizeBytes: file.sizeBytes,
    fileType: attachmentFileType(file.mediaType),
    createdBy,
    createdAt: row.createdAt.toISOString(),
  });

  const nameOf = async (labId: number, labUserId: number | null) =>
    labUserId === null ? null : ((await labUsers.principal(labId, labUserId))?.fullName ?? null);

  return {
    async list({ actor, billId }: { actor: LabActor; billId: number }): Promise<BillAttachmentList> {
      requirePermission(actor, 'billing.view');
      await billOf(actor, billId);
      const rows = await listAttachments(db, actor.labId, billId);
      const names = new Map(
        await Promise.all(
          [...new Set(rows.map((row) => row.createdBy))].map(
            async (id) => [id, await nameOf(actor.labId, id)] as const,
          ),
        ),
      );
      return {
        items: await Promise.all(
          rows.map(async (row) =>
            toAttachment(row, await files.describe({ actor, id: row.fileId }), names.get(row.createdBy) ?? null),
          ),
        ),
      };
    },

    /** uploadBillingAttachment: the file is checked and stored, then linked to the bill, in one transaction. */
    async upload({
      actor,
      billId,
      upload,
    }: {
      actor: LabActor;
      billId: number;
      upload: Upload;
    }): Promise<BillAttachment> {
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'billing.collect');
        await billOf(actor, billId);
      });
      return files.save({ actor, kind: 'billAttachment', upload }, async (file) => {
        // Locked, so that the attachment and the bill it names are written together.
        if (!(await findBillForAttachment(db, actor.labId, billId, true))) throw notFound();
        const row = await insertAttachment(db, {
          labId: actor.labId,
          billId,
          fileId: file.id,
          createdBy: labUserIdOf(actor),
        });
        await audit(db, actor, { action: 'bill.add_attachment', entityType: 'bill', entityId: billId, after: row });
        return toAttachment(row, file, await nameOf(actor.labId, row.createdBy));
      });
    },

    /** The attachment's file, to send (/downloadBillingAttachment/ opens it in a new tab). */
    async open({
      actor,
      billId,
      attachmentId,
    }: {
      actor: LabActor;
      billId: number;
      attachmentId: number;
    }): Promise<OpenedFile> {
      requirePermission(actor, 'billing.view');
      await billOf(actor, billId);
      const attachment = await findAttachment(db, actor.labId, billId, attachmentId);
      if (!attachment) throw notFound();
      return files.open({ actor, id: attachment.fileId });
    },
  };
}
export type BillAttachmentsService = ReturnType<typeof createBillAttachmentsService>;
