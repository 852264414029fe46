import { describe, expect, it } from 'vitest';
import { auditAreaEntityTypes, auditAreaOf } from './audit-areas.js';
import {
  businessAccountPlans,
  communicationSettingsOf,
  defaultCommunicationSettings,
  normaliseVariantTriggerList,
} from './communication-settings.js';
import {
  defaultOperationSettings,
  highLightPreferences,
  operationSettingsOf,
  operationSettingsProblem,
  sortingFlags,
} from './operation-settings.js';

describe('communication settings (spec 000 §3 Communication settings, §9 defaults)', () => {
  it('defaults to the standard_plan and the variant list [1] (spec 000 §9)', () => {
    expect(defaultCommunicationSettings.businessAccountPlan).toBe('standard_plan');
    expect(defaultCommunicationSettings.whatsAppVariantTriggerList).toEqual([1]);
    expect(businessAccountPlans).toContain('standard_plan');
  });

  it('has every switch the spec lists under sms, whatsapp and email', () => {
    expect(Object.keys(defaultCommunicationSettings.sms)).toEqual([
      'hardStopSms',
      'billingSms',
      'indirectSms',
      'paymentDueSms',
    ]);
    expect(Object.keys(defaultCommunicationSettings.whatsapp)).toEqual([
      'billingCommunication',
      'registrationCommunication',
      'reportCommunication',
      'sendReportPDF',
      'sendBillPDF',
      'feedbackCollection',
    ]);
    expect(Object.keys(defaultCommunicationSettings.email)).toEqual(['hardStopEmail', 'sendLoginNotification']);
  });

  it('reads what a lab stored, taking each missing or unknown value from the defaults', () => {
    const settings = communicationSettingsOf({
      sms: { billingSms: true, unknown: true },
      whatsapp: { sendBillPDF: 'yes' },
      businessAccountPlan: 'gold',
    });
    expect(settings.sms).toEqual({ ...defaultCommunicationSettings.sms, billingSms: true });
    expect(settings.whatsapp.sendBillPDF).toBe(false);
    expect(settings.businessAccountPlan).toBe('standard_plan');
    expect(communicationSettingsOf(undefined)).toEqual(defaultCommunicationSettings);
  });

  it('keeps known variants once each, in order, and falls back to [1] when none is left', () => {
    expect(normaliseVariantTriggerList([3, 1, 3])).toEqual([1, 3]);
    expect(normaliseVariantTriggerList([9, 0])).toEqual([1]);
    expect(normaliseVariantTriggerList([])).toEqual([1]);
  });
});

describe('operation settings (spec 001 §3 Operation settings)', () => {
  it('has the spec kinds: sortingFlag 0 last updated, 1 accession date, 2 bill time', () => {
    expect(sortingFlags).toEqual({ lastUpdated: 0, accessionDate: 1, billTime: 2 });
    // spec 001 §5: on blur when 1, otherwise on each change; skipped when 2.
    expect(highLightPreferences).toEqual({ onChange: 0, onBlur: 1, off: 2 });
  });

  it('reads what a lab stored and drops what it could not be', () => {
    expect(
      operationSettingsOf({ sortingFlag: 2, highLightPreference: 7, defaultSignDoc: 12, flatWaitingList: 'no' }),
    ).toEqual({ ...defaultOperationSettings, sortingFlag: 2, defaultSignDoc: 12 });
    expect(operationSettingsOf({ defaultSignDoc: -3 }).defaultSignDoc).toBeNull();
  });

  it('refuses fixing a default signing doctor that is not chosen', () => {
    expect(operationSettingsProblem({ ...defaultOperationSettings, fixDefaultSignDocFlag: true })).toBe(
      'defaultSignDoc',
    );
    expect(
      operationSettingsProblem({ ...defaultOperationSettings, fixDefaultSignDocFlag: true, defaultSignDoc: 4 }),
    ).toBeNull();
  });
});

describe('audit areas (issue 8: filter the audit view by area)', () => {
  it('puts lab users under settings, the lab and its profile under centre settings, bills under billing', () => {
    expect(auditAreaOf('lab_user')).toBe('settings');
    expect(auditAreaOf('lab')).toBe('centreSettings');
    expect(auditAreaOf('labProfile')).toBe('centreSettings');
    expect(auditAreaOf('labSettings')).toBe('centreSettings');
    expect(auditAreaOf('bill')).toBe('billing');
    expect(auditAreaOf('something_new')).toBe('other');
  });

  it('names each entity type in one area only', () => {
    const all = Object.values(auditAreaEntityTypes).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
