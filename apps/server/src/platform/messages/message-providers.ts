import nodemailer from 'nodemailer';
import type { MessageChannel } from '../../db/schema/index.js';
import { PermanentJobError } from '../jobs/job-worker.js';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  attachments: OutgoingAttachment[];
  /** Stable for one outbox row, so that a second delivery after a crash reads as the same message. */
  messageId: string;
}

/** `held`: kept in the outbox, not delivered, because no provider is configured for the channel. */
export type Delivery = { state: 'sent'; providerMessageId: string | null } | { state: 'held' };

/**
 * How messages of one channel leave the product. Throwing fails the attempt (it is retried);
 * a `PermanentJobError` fails the message at once.
 */
export interface MessageProvider {
  /** Recorded on the outbox row: 'smtp', 'outbox', or the name of an SMS or WhatsApp provider. */
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<Delivery>;
}

/**
 * The built-in default of every channel: the message stays in the outbox, marked held, where
 * admins read it in Settings > Outbox. Nothing pretends that it was delivered.
 */
export const outboxProvider: MessageProvider = {
  name: 'outbox',
  deliver: async () => ({ state: 'held' }),
};

/** SMTP replies 5xx: the server refused the message or its recipient, and will again. */
const isPermanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** E-mail through nodemailer to the server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpProvider({ smtpUrl, mailFrom }: { smtpUrl: string; mailFrom: string }): MessageProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        const info = await transport.sendMail({
          from: mailFrom,
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
          messageId: message.messageId,
          attachments: message.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
        return { state: 'sent', providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        if (isPermanentRefusal(error)) throw new PermanentJobError((error as Error).message, { cause: error });
        throw error;
      }
    },
  };
}
