import type { MessageChannel, MessageState } from '@lims/contract';
import type { TFunction } from 'i18next';

export const channelLabels = (t: TFunction): Record<MessageChannel, string> => ({
  email: t('outbox.channels.email'),
  sms: t('outbox.channels.sms'),
  whatsapp: t('outbox.channels.whatsapp'),
});

export const stateLabels = (t: TFunction): Record<MessageState, string> => ({
  queued: t('outbox.states.queued'),
  sent: t('outbox.states.sent'),
  held: t('outbox.states.held'),
  failed: t('outbox.states.failed'),
});
