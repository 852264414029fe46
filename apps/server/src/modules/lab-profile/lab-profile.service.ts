import type { LabProfile } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findLabProfile, type LabProfileRow, lockLabProfile, updateLabProfile } from './lab-profile.queries.js';

interface LabProfileDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  files: ServiceRegistry['files'];
}

/**
 * The lab's profile (spec 000 §3 lab details: labLogo): its logo now. Any lab user sees it;
 * only the lab's administrator changes it. A change names the version it was made on
 * (docs/decisions/0012); a replaced or removed logo's file goes with it.
 */
export function createLabProfileService({ db, now, files }: LabProfileDeps) {
  const view = async (actor: LabActor, row: LabProfileRow | undefined): Promise<LabProfile> => ({
    logo: row?.logoFileId ? await files.describe({ actor, id: row.logoFileId }) : null,
    version: row?.version ?? 0,
  });

  /** Locks the profile, refuses a stale version, sets the logo and removes the one it replaces. */
  const setLogo = async (actor: LabActor, version: number, logoFileId: number | null) => {
    const before = await lockLabProfile(db, actor.labId);
    if (before.version !== version) throw stale();
    const after = await updateLabProfile(db, actor.labId, {
      logoFileId,
      version: before.version + 1,
      updatedAt: now(),
    });
    if (before.logoFileId) await files.remove({ actor, id: before.logoFileId });
    await audit(db, actor, {
      action: logoFileId ? 'labProfile.logo.replace' : 'labProfile.logo.remove',
      entityType: 'labProfile',
      entityId: actor.labId,
      before: { logoFileId: before.logoFileId, version: before.version },
      after: { logoFileId: after.logoFileId, version: after.version },
    });
    return after;
  };

  return {
    async get({ actor }: { actor: LabActor }): Promise<LabProfile> {
      requirePermission(actor, 'files.read');
      return view(actor, await findLabProfile(db, actor.labId));
    },

    /** The logo's file, to send; not found when the lab has none. */
    async openLogo({ actor }: { actor: LabActor }): Promise<OpenedFile> {
      requirePermission(actor, 'files.read');
      const profile = await findLabProfile(db, actor.labId);
      if (!profile?.logoFileId) throw notFound();
      return files.open({ actor, id: profile.logoFileId });
    },

    async replaceLogo({ actor, version, upload }: { actor: LabActor; version: number; upload: Upload }) {
      requirePermission(actor, 'labProfile.manage');
      return files.save({ actor, kind: 'labLogo', upload }, async (logo): Promise<LabProfile> => {
        const after = await setLogo(actor, version, logo.id);
        return { logo, version: after.version };
      });
    },

    async removeLogo({ actor, version }: { actor: LabActor; version: number }): Promise<LabProfile> {
      requirePermission(actor, 'labProfile.manage');
      return db.transaction(async () => {
        const current = await findLabProfile(db, actor.labId);
        if (!current?.logoFileId) throw notFound();
        return view(actor, await setLogo(actor, version, null));
      });
    },
  };
}
export type LabProfileService = ReturnType<typeof createLabProfileService>;
