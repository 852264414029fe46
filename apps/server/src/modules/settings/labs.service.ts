import { changedKeys, mergeSettings } from '@lims/domain';
import type { LabSettingsDocument } from '../../db/schema/index.js';
import { type Actor, type LabActor, systemActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  findLab,
  findLabByName,
  insertLab,
  type LabRow,
  lockLab,
  searchLabs,
  writeLabProfile,
  writeLabSettings,
} from './labs.queries.js';

/** What a lab has when a setting was never written (spec 000 §9 defaults where it has them). */
export const defaultLabSettings: LabSettingsDocument = {
  allowConcurrentLogin: true,
  floatSupportFlag: false,
  reportShareViaEmail: true,
  inventoryManagement: false,
  qualityControl: false,
  dicomViewerUrl: null,
  departmentDataType: 0,
  statusNotificationPosition: 1,
  registrationGeneralSettings: {},
  uniqueTestCodeFlag: false,
  sampleIdFormatType: 0,
  concessionLimitPercent: 10,
};

export interface LabProfile {
  id: number;
  name: string;
  countryIsoCode: string;
  dialCode: string;
  currency: string;
  timeZone: string;
  regionCode: string;
  settings: LabSettingsDocument;
  /**
   * The settings document's version (docs/decisions/0012): a change sends the version it read.
   * Kept inside the document (`settingsVersion`), since labs has no version column.
   */
  settingsVersion: number;
}

/** The settings as stored: the document and its version counter. */
type StoredSettings = LabSettingsDocument & { settingsVersion?: number };

/** A change of a lab's settings; `patch` merges over what is stored (nested objects key by key). */
export interface SettingsChange {
  /** Who changes it: the lab's administrator, a support user (no lab of their own), or the system. */
  actor: Actor;
  labId: number;
  patch: Partial<LabSettingsDocument>;
  /** The `settingsVersion` the caller read; omitted, the change applies to whatever is stored. */
  version?: number;
  /** The audit action, naming what was changed (`settings.communication.update`, ...). */
  action: string;
  /**
   * What a setting not yet stored reads as (a section's defaults): the audit's `before` shows
   * the value the lab worked with, not an absent key.
   */
  defaults?: Partial<LabSettingsDocument>;
}

/** A new lab: its profile, and the settings it starts with where they differ from the defaults. */
export interface NewLab extends Omit<LabProfile, 'id' | 'settings' | 'settingsVersion'> {
  settings?: Partial<LabSettingsDocument>;
  /** A self-service lab's trial end (spec 000 §2, 15 days); null or absent: no trial. */
  trialEndsAt?: Date | null;
}

const splitSettings = (stored: StoredSettings) => {
  const { settingsVersion = 0, ...settings } = stored;
  return { settingsVersion, settings: settings as LabSettingsDocument };
};

const toProfile = (lab: LabRow): LabProfile => {
  const { settings, settingsVersion } = splitSettings(lab.settings);
  return {
    id: lab.id,
    name: lab.name,
    countryIsoCode: lab.countryIsoCode,
    dialCode: lab.dialCode,
    currency: lab.currency,
    timeZone: lab.timeZone,
    regionCode: lab.regionCode,
    settings: { ...defaultLabSettings, ...settings },
    settingsVersion,
  };
};

export function createLabsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async getLab(labId: number): Promise<LabProfile> {
      const lab = await findLab(db, labId);
      if (!lab) throw notFound();
      return toProfile(lab);
    },

    /**
     * Labs whose name contains `search`, by name, a page at a time, never the product's own
     * tenant. For the support dashboard, which checks its own permission: support belongs to
     * no lab, and picks any.
     */
    async search(query: { search?: string | undefined; limit: number; offset: number }) {
      const { items, total } = await searchLabs(db, query);
      return {
        items: items.map((lab) => ({ ...toProfile(lab), enabled: lab.enabled, trialEndsAt: lab.trialEndsAt })),
        total,
      };
    },

    async findByName(name: string): Promise<LabProfile | undefined> {
      const lab = await findLabByName(db, name);
      return lab && toProfile(lab);
    },

    /**
     * The lab's name and time zone, changed by its administrator in Centre settings (spec 000 §3
     * Centre details: labName, labTimeZone); its country and currency are not changed here.
     * Inside the caller's transaction; the lab row is locked and the change audited.
     */
    async updateProfile({
      actor,
      name,
      timeZone,
    }: {
      actor: LabActor;
      name: string;
      timeZone: string;
    }): Promise<LabProfile> {
      requirePermission(actor, 'centre.manage');
      return db.transaction(async (tx) => {
        const locked = await lockLab(tx, actor.labId);
        if (!locked) throw notFound();
        if (locked.name === name && locked.timeZone === timeZone) return toProfile(locked);
        const written = await writeLabProfile(tx, actor.labId, { name, timeZone });
        await audit(tx, actor, {
          action: 'lab.profile.update',
          entityType: 'lab',
          entityId: actor.labId,
          before: { name: locked.name, timeZone: locked.timeZone },
          after: { name: written.name, timeZone: written.timeZone },
        });
        return toProfile(written);
      });
    },

    /**
     * Opens a lab. Nobody belongs to it yet, so it is created, and audited, by the system
     * (the demo seed and the test factories today; the self-service sign-up of spec 000 §2 later).
     */
    async create({ input }: { input: NewLab }): Promise<LabProfile> {
      return db.transaction(async (tx) => {
        const lab = await insertLab(tx, { ...input, settings: { ...defaultLabSettings, ...input.settings } });
        await audit(tx, systemActor(lab.id), { action: 'lab.create', entityType: 'lab', entityId: lab.id, after: lab });
        return toProfile(lab);
      });
    },

    /**
     * The one path every change of `labs.settings` takes (centre settings, communication,
     * operation, the support dashboard): the lab row is locked, a stale version refused, the
     * patch merged, the version counted up, and the changed keys audited with before and after
     * in the same transaction. The audit row belongs to the lab changed, also when a support
     * user (who has no lab of their own) changes it, so that the lab's audit trail shows it.
     * The caller checks the permission and validates the patch.
     */
    async updateSettings({ actor, labId, patch, version, action, defaults = {} }: SettingsChange): Promise<LabProfile> {
      return db.transaction(async (tx) => {
        const locked = await lockLab(tx, labId);
        if (!locked) throw notFound();
        const current = splitSettings(locked.settings);
        if (version !== undefined && version !== current.settingsVersion) throw stale();
        const before = mergeSettings(mergeSettings(defaultLabSettings, defaults), current.settings);
        const merged = mergeSettings(before, patch);
        const diff = changedKeys(before, merged);
        if (Object.keys(diff.after).length === 0 && Object.keys(diff.before).length === 0) return toProfile(locked);
        const stored: StoredSettings = { ...merged, settingsVersion: current.settingsVersion + 1 };
        const written = await writeLabSettings(tx, labId, stored);
        await audit(tx, { ...actor, labId }, { action, entityType: 'labSettings', entityId: labId, ...diff });
        return toProfile(written);
      });
    },
  };
}
export type LabsService = ReturnType<typeof createLabsService>;
