import type { LabSettingsDocument } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { ServiceDeps } from '../../services.js';
import { findLab } from './labs.queries.js';

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

export function createLabsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async getLab(labId: number): Promise<LabProfile> {
      const lab = await findLab(db, labId);
      if (!lab) throw notFound();
      return {
        id: lab.id,
        name: lab.name,
        countryIsoCode: lab.countryIsoCode,
        dialCode: lab.dialCode,
        currency: lab.currency,
        timeZone: lab.timeZone,
        regionCode: lab.regionCode,
        settings: { ...defaultLabSettings, ...lab.settings },
      };
    },
  };
}
export type LabsService = ReturnType<typeof createLabsService>;
