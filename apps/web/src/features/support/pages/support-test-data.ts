import type { LabCredits, SessionData, SupportLabSettings } from '@lims/contract';
import { supportLabSettingsDefaults } from '@lims/domain';
import { labSession } from '../../../app/session/test-session';

/** A member of support with both rights: no lab of their own. */
export const supportSession: SessionData = {
  ...labSession,
  kind: 'support',
  labId: null,
  labName: null,
  admin: false,
  supportRights: ['labSettings', 'credits'],
};

export const sunriseSettings: SupportLabSettings = {
  lab: { id: 42, name: 'Sunrise Diagnostics', countryIsoCode: 'IN', currency: 'INR', timeZone: 'Asia/Kolkata' },
  values: { ...supportLabSettingsDefaults, currency: 'INR', countryCode: '91', countryIsoCode: 'IN', SMSCredit: 120 },
  version: 3,
};

export const sunriseCredits: LabCredits = {
  labId: 42,
  labName: 'Sunrise Diagnostics',
  sms: 120,
  whatsapp: 40,
  whatsappExpiresOn: '2099-12-31',
  whatsappExpired: false,
  idScans: 7,
  version: 5,
};
