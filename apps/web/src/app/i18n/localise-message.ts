import type { MessageKey, MessageParams } from '@lims/domain';
import { i18n } from './i18n';

/**
 * A message key of the server or the domain, with its parameters, in the user's language
 * (DESIGN.md API: the client translates by key, never by matching English text).
 */
export function localiseMessage(messageKey: MessageKey, params: MessageParams = {}): string {
  return i18n.t(`messages.${messageKey}`, { ...params });
}
