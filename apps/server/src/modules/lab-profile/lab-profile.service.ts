import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { LabProfile, Letterhead, LetterheadSlot } from '@lims/contract';
import { type FileKind, isDomainError } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findLabProfile, type LabProfileRow, lockLabProfile, updateLabProfile } from './lab-profile.queries.js';

/** An image's file name in a document job, after its content: the compiler caches files by name. */
const imageExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

interface LabProfileDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  files: ServiceRegistry['files'];
}

/** The images a lab keeps on its profile (audited as `labProfile.<image>.replace`): the column naming each, its file kind. */
const labImages = {
  logo: { column: 'logoFileId', kind: 'labLogo' },
  letterheadHeader: { column: 'letterheadHeaderFileId', kind: 'letterheadHeader' },
  letterheadFooter: { column: 'letterheadFooterFileId', kind: 'letterheadFooter' },
} as const satisfies Record<string, { column: keyof LabProfileRow & `${string}FileId`; kind: FileKind }>;
type LabImage = keyof typeof labImages;

const letterheadImages: Record<LetterheadSlot, LabImage> = {
  header: 'letterheadHeader',
  footer: 'letterheadFooter',
};

/** The file kind a letterhead banner's upload is checked as. */
export const letterheadKindOf = (slot: LetterheadSlot): FileKind => labImages[letterheadImages[slot]].kind;

/** An image as a file of a document job: its name there and its bytes. */
export interface DocumentImage {
  name: string;
  bytes: Buffer;
}

/**
 * The lab's profile (spec 000 §3 lab details: labLogo; spec 002 §9 header and footer images):
 * its logo and letterhead banners. Any lab user sees them; only the lab's administrator changes
 * them. A change names the version it was made on (docs/decisions/0012); a replaced or removed
 * image's file goes with it.
 */
export function createLabProfileService({ db, now, files }: LabProfileDeps) {
  const describe = (actor: LabActor, id: number | null | undefined) =>
    id ? files.describe({ actor, id }) : Promise.resolve(null);

  const view = async (actor: LabActor, row: LabProfileRow | undefined): Promise<LabProfile> => ({
    logo: await describe(actor, row?.logoFileId),
    version: row?.version ?? 0,
  });

  const letterheadView = async (actor: LabActor, row: LabProfileRow | undefined): Promise<Letterhead> => ({
    header: await describe(actor, row?.letterheadHeaderFileId),
    footer: await describe(actor, row?.letterheadFooterFileId),
    version: row?.version ?? 0,
  });

  /** Locks the profile, refuses a stale version, sets the image and removes the one it replaces. */
  const setImage = async (actor: LabActor, image: LabImage, version: number, fileId: number | null) => {
    const { column } = labImages[image];
    const before = await lockLabProfile(db, actor.labId);
    if (before.version !== version) throw stale();
    const after = await updateLabProfile(db, actor.labId, {
      [column]: fileId,
      version: before.version + 1,
      updatedAt: now(),
    });
    const replaced = before[column];
    if (replaced) await files.remove({ actor, id: replaced });
    await audit(db, actor, {
      action: fileId ? `labProfile.${image}.replace` : `labProfile.${image}.remove`,
      entityType: 'labProfile',
      entityId: actor.labId,
      before: { [column]: replaced, version: before.version },
      after: { [column]: after[column], version: after.version },
    });
    return after;
  };

  /** The image's file, to send; not found when the lab has none. */
  const openImage = async ({ actor, image }: { actor: LabActor; image: LabImage }): Promise<OpenedFile> => {
    requirePermission(actor, 'files.read');
    const fileId = (await findLabProfile(db, actor.labId))?.[labImages[image].column];
    if (!fileId) throw notFound();
    return files.open({ actor, id: fileId });
  };

  /**
   * The image as a file of a document job (receipts, shipping details), or none when the lab
   * has not set it or it is of a kind the documents cannot draw.
   */
  const documentImage = async ({
    actor,
    image,
  }: {
    actor: LabActor;
    image: LabImage;
  }): Promise<DocumentImage | null> => {
    try {
      const opened = await openImage({ actor, image });
      const extension = imageExtensions[opened.file.mediaType];
      if (!extension) return null;
      const bytes = await bytesOf(await opened.read());
      return { name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`, bytes };
    } catch (error) {
      if (isDomainError(error) && error.code === 'not_found') return null;
      throw error;
    }
  };

  /** Stores the upload as the image's file and sets it, in one step: a refused change keeps no file. */
  const replaceImage = async <View>(
    { actor, image, version, upload }: { actor: LabActor; image: LabImage; version: number; upload: Upload },
    viewOf: (row: LabProfileRow) => Promise<View>,
  ) => {
    requirePermission(actor, 'labProfile.manage');
    return files.save({ actor, kind: labImages[image].kind, upload }, async (saved) =>
      viewOf(await setImage(actor, image, version, saved.id)),
    );
  };

  const removeImage = async <View>(
    { actor, image, version }: { actor: LabActor; image: LabImage; version: number },
    viewOf: (row: LabProfileRow) => Promise<View>,
  ) => {
    requirePermission(actor, 'labProfile.manage');
    return db.transaction(async () => {
      if (!(await findLabProfile(db, actor.labId))?.[labImages[image].column]) throw notFound();
      return viewOf(await setImage(actor, image, version, null));
    });
  };

  return {
    async get({ actor }: { actor: LabActor }): Promise<LabProfile> {
      requirePermission(actor, 'files.read');
      return view(actor, await findLabProfile(db, actor.labId));
    },

    openLogo: ({ actor }: { actor: LabActor }) => openImage({ actor, image: 'logo' }),
    documentLogo: ({ actor }: { actor: LabActor }) => documentImage({ actor, image: 'logo' }),

    replaceLogo: ({ actor, version, upload }: { actor: LabActor; version: number; upload: Upload }) =>
      replaceImage({ actor, image: 'logo', version, upload }, (row) => view(actor, row)),

    removeLogo: ({ actor, version }: { actor: LabActor; version: number }) =>
      removeImage({ actor, image: 'logo', version }, (row) => view(actor, row)),

    /** The letterhead's banners, as the Centre settings show them. */
    async letterhead({ actor }: { actor: LabActor }): Promise<Letterhead> {
      requirePermission(actor, 'files.read');
      return letterheadView(actor, await findLabProfile(db, actor.labId));
    },

    openLetterhead: ({ actor, slot }: { actor: LabActor; slot: LetterheadSlot }) =>
      openImage({ actor, image: letterheadImages[slot] }),

    /** Both banners as files of a document job; either is null when the lab has not set it. */
    async documentLetterhead({ actor }: { actor: LabActor }): Promise<Record<LetterheadSlot, DocumentImage | null>> {
      return {
        header: await documentImage({ actor, image: letterheadImages.header }),
        footer: await documentImage({ actor, image: letterheadImages.footer }),
      };
    },

    replaceLetterhead: ({
      actor,
      slot,
      version,
      upload,
    }: {
      actor: LabActor;
      slot: LetterheadSlot;
      version: number;
      upload: Upload;
    }) => replaceImage({ actor, image: letterheadImages[slot], version, upload }, (row) => letterheadView(actor, row)),

    removeLetterhead: ({ actor, slot, version }: { actor: LabActor; slot: LetterheadSlot; version: number }) =>
      removeImage({ actor, image: letterheadImages[slot], version }, (row) => letterheadView(actor, row)),
  };
}
export type LabProfileService = ReturnType<typeof createLabProfileService>;
