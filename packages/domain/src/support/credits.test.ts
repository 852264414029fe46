import { describe, expect, it } from 'vitest';
import {
  consumptionPercent,
  creditCategories,
  creditKindOfCategory,
  usableCredits,
  whatsappCreditsExpired,
} from './credits.js';

describe('messaging credits (spec 000 §3 Credits state, spec 002 §9 categories 259 and 243)', () => {
  it('records SMS as category 259 and WhatsApp as 243', () => {
    expect(creditCategories.sms).toBe(259);
    expect(creditCategories.whatsapp).toBe(243);
    expect(creditKindOfCategory(259)).toBe('sms');
    expect(creditKindOfCategory(243)).toBe('whatsapp');
    expect(creditKindOfCategory(1)).toBeUndefined();
  });

  it('lets WhatsApp credits be used up to and including their expiry day, in the lab calendar', () => {
    expect(whatsappCreditsExpired('2026-03-31', '2026-03-31')).toBe(false);
    expect(whatsappCreditsExpired('2026-03-31', '2026-04-01')).toBe(true);
    expect(whatsappCreditsExpired(null, '2099-01-01')).toBe(false);
  });

  it('counts expired WhatsApp credits as none, and SMS credits whatever the WhatsApp expiry', () => {
    const balance = { sms: 4, whatsapp: 9, whatsappExpiresOn: '2026-03-31' };
    expect(usableCredits(balance, 'whatsapp', '2026-03-30')).toBe(9);
    expect(usableCredits(balance, 'whatsapp', '2026-04-01')).toBe(0);
    expect(usableCredits(balance, 'sms', '2026-04-01')).toBe(4);
    expect(usableCredits({ ...balance, sms: -2 }, 'sms', '2026-03-30')).toBe(0);
  });

  it('fills the consumption bar with the part of the added credits used', () => {
    expect(consumptionPercent(0, 0)).toBe(0);
    expect(consumptionPercent(25, 100)).toBe(25);
    expect(consumptionPercent(1, 3)).toBe(33);
    expect(consumptionPercent(150, 100)).toBe(100);
    expect(consumptionPercent(5, 0)).toBe(100);
  });
});
