import type { LabSettingsDocument } from '../../db/schema/index.js';
import { systemActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import { findLab, findLabByName, insertLab, type LabRow } from './labs.queries.js';

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
}

/** A new lab: its profile, and the settings it starts with where they differ from the defaults. */
export interface NewLab extends Omit<LabProfile, 'id' | 'settings'> {
  settings?: Partial<LabSettingsDocument>;
}

const toProfile = (lab: LabRow): LabProfile => ({
  id: lab.id,
  name: lab.name,
  countryIsoCode: lab.countryIsoCode,
  dialCode: lab.dialCode,
  currency: lab.currency,
  timeZone: lab.timeZone,
  regionCode: lab.regionCode,
  settings: { ...defaultLabSettings, ...lab.settings },
});

export function createLabsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async getLab(labId: number): Promise<LabProfile> {
      const lab = await findLab(db, labId);
      if (!lab) throw notFound();
      return toProfile(lab);
    },

    async findByName(name: string): Promise<LabProfile | undefined> {
      const lab = await findLabByName(db, name);
      return lab && toProfile(lab);
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
  };
}
export type LabsService = ReturnType<typeof createLabsService>;
