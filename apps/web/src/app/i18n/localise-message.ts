import type { MessageKey, MessageParams } from '@lims/domain';
import { addAreaEnglish } from './apply-locales';
import { i18n } from './i18n';

/**
 * The server's own words for each message key it sent, in English: what a message reads while
 * the messages' English has not loaded (language-texts.ts loads it on first need).
 */
const serverTexts = new Map<string, string>();

export function rememberServerText(messageKey: string, text: string): void {
  serverTexts.set(messageKey, text);
}

/**
 * A message key of the server or the domain, with its parameters, in the user's language
 * (DESIGN.md API: the client translates by key, never by matching English text). The lab's texts
 * (a JSON answer) bring every language's messages; the bundled English of the messages loads
 * only when one is missing, and meanwhile the server's own text of it stands in.
 */
export function localiseMessage(messageKey: MessageKey, params: MessageParams = {}): string {
  const known = i18n.exists(`messages.${messageKey}`);
  if (!known) void addAreaEnglish('messages');
  const serverText = known ? undefined : serverTexts.get(messageKey);
  return serverText ?? i18n.t(`messages.${messageKey}`, { ...params });
}
