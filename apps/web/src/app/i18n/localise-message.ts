import en from '@lims/domain/locales/en.json' with { type: 'json' };
import { i18n } from './i18n';

type MessageKey = keyof typeof en.messages;

// Keyed by the English text, which the locale test keeps identical to the domain's messages.
const keyOfText = new Map<string, MessageKey>(
  (Object.entries(en.messages) as Array<[MessageKey, string]>).map(([key, text]) => [text, key]),
);

/**
 * The server answers in English with the product's known texts; show those in the user's
 * language. Anything else (a server-side validation detail) is shown as sent.
 */
export function localiseMessage(text: string): string {
  const key = keyOfText.get(text);
  return key === undefined ? text : i18n.t(`messages.${key}`);
}
