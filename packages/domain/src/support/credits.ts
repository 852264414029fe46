/**
 * Messaging and id-scan credits (spec 000 §3 'Credits state', spec 002 §3 'Credits' and §9
 * 'Messaging credit categories 259 and 243').
 */

/** The credit kinds support adds; SMS and WhatsApp are used by messages, id scans by the scanner. */
export const creditKinds = ['sms', 'whatsapp', 'idScans'] as const;
export type CreditKind = (typeof creditKinds)[number];

/**
 * The category numbers of spec 002 §9 as the credit ledger records them: 259 SMS, 243 WhatsApp.
 * The spec numbers no category for id scans; 0 stands for them (docs/decisions).
 */
export const creditCategories = { sms: 259, whatsapp: 243, idScans: 0 } as const satisfies Record<CreditKind, number>;
export type CreditCategory = (typeof creditCategories)[CreditKind];

export const creditKindOfCategory = (category: number): CreditKind | undefined =>
  creditKinds.find((kind) => creditCategories[kind] === category);

/** The most credits one addition gives, so that a slip of the keyboard cannot give millions. */
export const maxCreditAddition = 1_000_000;

/**
 * WhatsApp credits lapse after their expiry day, in the lab's calendar (`today` is the lab's
 * day, 'YYYY-MM-DD'); credits without an expiry day do not lapse.
 */
export const whatsappCreditsExpired = (expiresOn: string | null, today: string): boolean =>
  expiresOn !== null && expiresOn < today;

/** Credits a message of `channel` may use now: WhatsApp's count only until they lapse. */
export function usableCredits(
  balance: { sms: number; whatsapp: number; whatsappExpiresOn: string | null },
  channel: 'sms' | 'whatsapp',
  today: string,
): number {
  if (channel === 'sms') return Math.max(balance.sms, 0);
  return whatsappCreditsExpired(balance.whatsappExpiresOn, today) ? 0 : Math.max(balance.whatsapp, 0);
}

/**
 * The consumption bar of one category (spec 002 §2 'Credits/consumption progress bar'): the
 * part of what was added that is used, 0 to 100, whole percent.
 */
export function consumptionPercent(used: number, added: number): number {
  if (added <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / added) * 100)));
}
