import { z } from 'zod';
import { Timestamp } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { Text } from './text.js';

export const MessageChannel = z.enum(['email', 'sms', 'whatsapp']);
export type MessageChannel = z.infer<typeof MessageChannel>;

/**
 * queued: waiting to be sent; sent: a provider accepted it; held: kept in the outbox because
 * no provider is configured for its channel; failed: refused, or every attempt failed.
 */
export const MessageState = z.enum(['queued', 'sent', 'held', 'failed']);
export type MessageState = z.infer<typeof MessageState>;

/** A message in Settings > Outbox: what was sent, to whom, when, and how it went. */
export const OutboxMessage = z
  .object({
    id: z.number().int(),
    channel: MessageChannel,
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    state: MessageState,
    /** 'smtp', or 'outbox' when it was held by the built-in default; null until it is handled. */
    provider: z.string().nullable(),
    sentAt: Timestamp.nullable(),
    error: z.string().nullable(),
    attachmentCount: z.number().int(),
    createdAt: Timestamp,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** Newest first unless sorted otherwise; `search` matches the recipient and the subject. */
export const OutboxListQuery = listQuery(['createdAt']).extend({
  direction: SortDirection.default('desc'),
  channel: MessageChannel.optional(),
  state: MessageState.optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

export const OutboxPage = page(OutboxMessage).meta({ id: 'OutboxPage' });
export type OutboxPage = z.infer<typeof OutboxPage>;

/** Settings > Outbox: send a test e-mail through the same path as every other message. */
export const SendTestEmail = z.object({ to: Text({ max: 254 }).pipe(z.email('invalidEmail')) });
export type SendTestEmail = z.infer<typeof SendTestEmail>;
