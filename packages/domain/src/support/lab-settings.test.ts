import { describe, expect, it } from 'vitest';
import {
  editableSupportFields,
  isValidSenderId,
  supportLabSettingFields,
  supportLabSettingsDefaults,
  supportSettingsPatch,
  supportValuesOf,
} from './lab-settings.js';

// spec 002 §3 'Support lab settings': the numeric/text fields, the flags and encrypted_report.
const specNumericOrText = [
  'SMSCredit',
  'senderId',
  'currency',
  'countryCode',
  'countryIsoCode',
  'calculateTAT',
  'bannerText',
];
const specFlags = [
  'billingSMSFlag',
  'pendingReportSubmission',
  'defaultFileUploadSizeFlag',
  'petManagement',
  'historyEditConfirmFlag',
  'allowReportStatusSync',
  'billTestAmountEditable',
  'defaultRegistrationPage',
  'sendIndirectMessages',
  'accessionAtBilling',
  'accessionNoInBilling',
  'defaultBillingPage',
  'billOutsourceDiscount',
  'deploymentFlag',
  'allowConcurrentLogin',
  'isEnterprise',
  'dynamicHeaderFlag',
  'remotelyFetchReportFlag',
  'docSignCollateFlag',
  'floatSupportFlag',
  'uniqueTestCodeFlag',
];
// Issue 15: the session's inventoryManagement and qualityControl, switched by support with the rest.
const moduleFlags = ['inventoryManagement', 'qualityControl'];

const source = {
  settings: {},
  currency: 'INR',
  dialCode: '91',
  countryIsoCode: 'IN',
  smsCredits: 25,
};

describe('support lab settings (spec 002 §3)', () => {
  it('has every field of the spec exactly once, flags as flags, encrypted_report and the modules', () => {
    const names = supportLabSettingFields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...specNumericOrText, ...specFlags, 'encrypted_report', ...moduleFlags].sort());
    for (const name of [...specFlags, 'encrypted_report', ...moduleFlags]) {
      expect(supportLabSettingFields.find((field) => field.name === name)?.kind, name).toBe('flag');
    }
    expect(Object.keys(supportLabSettingsDefaults).sort()).toEqual([...names].sort());
  });

  it('keeps the lab columns and the SMS balance out of what support changes here', () => {
    const editable = editableSupportFields.map((field) => field.name);
    expect(editable).not.toContain('currency');
    expect(editable).not.toContain('countryCode');
    expect(editable).not.toContain('countryIsoCode');
    expect(editable).not.toContain('SMSCredit');
    expect(editable).toHaveLength(specNumericOrText.length + specFlags.length + 1 + moduleFlags.length - 4);
  });

  it('reads the defaults for a lab that never had them written, and the lab columns and credits', () => {
    const values = supportValuesOf(source);
    expect(values).toMatchObject({
      currency: 'INR',
      countryCode: '91',
      countryIsoCode: 'IN',
      SMSCredit: 25,
      allowConcurrentLogin: true,
      floatSupportFlag: false,
      calculateTAT: 1,
      bannerText: '',
      encrypted_report: false,
    });
  });

  it('reads the flags the lab already has from the top of its settings, the rest from settings.support', () => {
    const values = supportValuesOf({
      ...source,
      settings: {
        floatSupportFlag: true,
        allowConcurrentLogin: false,
        uniqueTestCodeFlag: true,
        encryptedReport: true,
        // A stray copy under support never wins over the field the lab's screens read.
        support: { floatSupportFlag: false, petManagement: true, senderId: 'DEMOLB', calculateTAT: 0 },
      },
    });
    expect(values).toMatchObject({
      floatSupportFlag: true,
      allowConcurrentLogin: false,
      uniqueTestCodeFlag: true,
      encrypted_report: true,
      petManagement: true,
      senderId: 'DEMOLB',
      calculateTAT: 0,
    });
  });

  it('falls back to the default for a stored value of the wrong kind', () => {
    const values = supportValuesOf({ ...source, settings: { support: { petManagement: 1, senderId: 7 } } });
    expect(values.petManagement).toBe(false);
    expect(values.senderId).toBe('');
  });

  it('writes each changed field where the lab reads it, and never the read-only ones', () => {
    expect(
      supportSettingsPatch({
        floatSupportFlag: true,
        encrypted_report: true,
        bannerText: 'Closed on Sunday',
        petManagement: false,
        currency: 'USD',
        SMSCredit: 1000,
      }),
    ).toEqual({
      floatSupportFlag: true,
      encryptedReport: true,
      support: { bannerText: 'Closed on Sunday', petManagement: false },
    });
    expect(supportSettingsPatch({})).toEqual({});
  });

  it('accepts a sender id of 3 to 11 letters or digits with a letter, or none', () => {
    expect(isValidSenderId('')).toBe(true);
    expect(isValidSenderId('DEMOLB')).toBe(true);
    expect(isValidSenderId('LAB24X7ABCD')).toBe(true);
    expect(isValidSenderId('AB')).toBe(false);
    expect(isValidSenderId('LAB24X7ABCDE')).toBe(false);
    expect(isValidSenderId('123456')).toBe(false);
    expect(isValidSenderId('DEMO LB')).toBe(false);
  });
});

describe('the modules support switches (issue 15)', () => {
  it("writes inventoryManagement and qualityControl at the top of the lab's settings, where the session reads them", () => {
    expect(supportSettingsPatch({ inventoryManagement: true, qualityControl: false })).toEqual({
      inventoryManagement: true,
      qualityControl: false,
    });
    expect(supportValuesOf({ ...source, settings: { inventoryManagement: true } })).toMatchObject({
      inventoryManagement: true,
      qualityControl: false,
    });
  });
});
