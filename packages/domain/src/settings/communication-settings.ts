/**
 * spec 000 §3 'Communication settings' and §9 'Default business plan standard_plan; default
 * WhatsApp variant list [1]'. The switches say which messages the lab sends by each channel.
 */
export const smsSwitches = ['hardStopSms', 'billingSms', 'indirectSms', 'paymentDueSms'] as const;
export const whatsappSwitches = [
  'billingCommunication',
  'registrationCommunication',
  'reportCommunication',
  'sendReportPDF',
  'sendBillPDF',
  'feedbackCollection',
] as const;
export const emailSwitches = ['hardStopEmail', 'sendLoginNotification'] as const;

export type SmsSwitch = (typeof smsSwitches)[number];
export type WhatsappSwitch = (typeof whatsappSwitches)[number];
export type EmailSwitch = (typeof emailSwitches)[number];

/**
 * The WhatsApp business account plans a lab can be on. spec 000 names standard_plan (the
 * default) only; the others are this product's (docs/decisions: communication settings).
 */
export const businessAccountPlans = ['standard_plan', 'basic_plan', 'premium_plan', 'enterprise_plan'] as const;
export type BusinessAccountPlan = (typeof businessAccountPlans)[number];

/**
 * The WhatsApp message template variants a lab can trigger (`whatsAppVariantTriggerList`,
 * default [1]). The spec gives the list and its default, not the variants: three are offered.
 */
export const whatsAppVariants = [1, 2, 3] as const;
export type WhatsAppVariant = (typeof whatsAppVariants)[number];

export interface CommunicationSettings {
  sms: Record<SmsSwitch, boolean>;
  whatsapp: Record<WhatsappSwitch, boolean>;
  email: Record<EmailSwitch, boolean>;
  whatsAppVariantTriggerList: number[];
  businessAccountPlan: BusinessAccountPlan;
}

const allOff = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;

/**
 * A lab that never saved its communication settings: every message that costs a credit is
 * off until the lab turns it on; the sign-in notification (a security notice, free by e-mail)
 * is on. spec 000 §9 gives the plan and the variant list.
 */
export const defaultCommunicationSettings: CommunicationSettings = {
  sms: allOff(smsSwitches),
  whatsapp: allOff(whatsappSwitches),
  email: { ...allOff(emailSwitches), sendLoginNotification: true },
  whatsAppVariantTriggerList: [1],
  businessAccountPlan: 'standard_plan',
};

const isPlan = (value: unknown): value is BusinessAccountPlan =>
  typeof value === 'string' && (businessAccountPlans as readonly string[]).includes(value);

/** The variants to trigger: known ones only, once each, in order; never empty (the default [1]). */
export function normaliseVariantTriggerList(list: readonly unknown[] | undefined): number[] {
  const known = new Set<number>(whatsAppVariants);
  const kept = [...new Set((list ?? []).filter((value): value is number => known.has(value as number)))];
  return kept.length === 0 ? [...defaultCommunicationSettings.whatsAppVariantTriggerList] : kept.sort((a, b) => a - b);
}

const switchesOf = <Key extends string>(
  keys: readonly Key[],
  stored: Record<string, unknown> | undefined,
  defaults: Record<Key, boolean>,
) =>
  Object.fromEntries(
    keys.map((key) => [key, typeof stored?.[key] === 'boolean' ? (stored[key] as boolean) : defaults[key]]),
  ) as Record<Key, boolean>;

interface StoredCommunication {
  sms?: Record<string, unknown>;
  whatsapp?: Record<string, unknown>;
  email?: Record<string, unknown>;
  whatsAppVariantTriggerList?: readonly unknown[];
  businessAccountPlan?: unknown;
}

/**
 * The settings a lab works with: what it stored, each missing or unreadable value taken from
 * the defaults, so that a lab made before a switch existed reads the switch's default.
 */
export function communicationSettingsOf(stored: StoredCommunication | undefined): CommunicationSettings {
  const defaults = defaultCommunicationSettings;
  return {
    sms: switchesOf(smsSwitches, stored?.sms, defaults.sms),
    whatsapp: switchesOf(whatsappSwitches, stored?.whatsapp, defaults.whatsapp),
    email: switchesOf(emailSwitches, stored?.email, defaults.email),
    whatsAppVariantTriggerList: normaliseVariantTriggerList(stored?.whatsAppVariantTriggerList),
    businessAccountPlan: isPlan(stored?.businessAccountPlan)
      ? stored.businessAccountPlan
      : defaults.businessAccountPlan,
  };
}
