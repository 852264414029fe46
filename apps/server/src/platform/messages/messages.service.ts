import type { OutboxListQuery, OutboxMessage, Page, SendTestEmail } from '@lims/contract';
import { type MessageChannel, platformLabId } from '../../db/schema/index.js';
import type { Actor, LabActor } from '../../http/actor.js';
import { requireAllowed, requirePermission } from '../../http/permissions.js';
import type { LabsService } from '../../modules/settings/labs.service.js';
import type { ServiceDeps } from '../../services.js';
import type { JobsService } from '../jobs/jobs.service.js';
import { type CreditChannel, createCreditsService } from './credits.js';
import {
  createSmtpProvider,
  type MessageProvider,
  type OutgoingAttachment,
  outboxProvider,
} from './message-providers.js';
import {
  attachmentsOf,
  findMessage,
  insertAttachments,
  insertMessage,
  listMessages,
  type OutboxMessageRow,
  recordOutcome,
} from './outbox.queries.js';

export interface SendMessage {
  labId: number;
  channel: MessageChannel;
  /** An e-mail address, or a phone number in international form for SMS and WhatsApp. */
  to: string;
  subject?: string;
  body: string;
  html?: string;
  attachments?: OutgoingAttachment[];
  /** Who asked for it; the system when absent. */
  actor?: Actor;
}

export const sendMessageJob = 'message.send';
interface SendMessagePayload {
  messageId: number;
}
/** E-mail servers come back within hours: 8 attempts span about two hours of back-off. */
const sendAttempts = 8;

const toOutboxMessage = (row: OutboxMessageRow & { attachmentCount: number }): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  state: row.state,
  provider: row.provider,
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
  attachmentCount: row.attachmentCount,
  createdAt: row.createdAt.toISOString(),
});

/** The domain of the sender's address, for Message-IDs that say where they come from. */
const senderDomain = (mailFrom: string) => /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'localhost';

export type MessagesServiceDeps = Pick<ServiceDeps, 'db' | 'now' | 'config'> & {
  jobs: JobsService;
  labs: LabsService;
  /** Providers per channel; a channel without one keeps its messages in the outbox (held). */
  providers?: Partial<Record<MessageChannel, MessageProvider>>;
};

/**
 * Outgoing e-mail, SMS and WhatsApp (docs/decisions/0014-jobs-and-outbox.md). `send` writes
 * the outbox row and enqueues its 'message.send' job in the caller's transaction; the job
 * hands it to the channel's provider. E-mail goes through SMTP when `SMTP_URL` is set; every
 * channel without a provider keeps its messages in the outbox, held, for admins to read.
 */
export function createMessagesService({ db, now, config, jobs, labs, providers = {} }: MessagesServiceDeps) {
  const channels: Record<MessageChannel, MessageProvider> = {
    email:
      providers.email ??
      (config.smtpUrl ? createSmtpProvider({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }) : outboxProvider),
    sms: providers.sms ?? outboxProvider,
    whatsapp: providers.whatsapp ?? outboxProvider,
  };
  const domain = senderDomain(config.mailFrom);
  const credits = createCreditsService({ db, now, labs });
  /**
   * A message uses a credit when a real SMS or WhatsApp provider will carry it (spec 000 §3
   * Credits): not e-mail, not the outbox that only holds it (nothing is sent), not the
   * product's own tenant (the sign-up OTP of a lab that does not exist yet).
   */
  const creditChannelOf = (labId: number, channel: MessageChannel): CreditChannel | null =>
    channel !== 'email' && labId !== platformLabId && channels[channel] !== outboxProvider ? channel : null;

  jobs.register<SendMessagePayload>(
    sendMessageJob,
    async ({ labId, payload }) => {
      const message = await findMessage(db, labId, payload.messageId);
      // A second run after a kill between delivery and its record: the message went already.
      if (!message || message.state === 'sent' || message.state === 'held') return;
      const provider = channels[message.channel];
      try {
        const delivery = await provider.deliver({
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          body: message.body,
          html: message.html,
          attachments: await attachmentsOf(db, labId, message.id),
          messageId: `<outbox.${labId}.${message.id}@${domain}>`,
        });
        await recordOutcome(
          db,
          labId,
          message.id,
          delivery.state === 'sent'
            ? {
                state: 'sent',
                provider: provider.name,
                providerMessageId: delivery.providerMessageId,
                sentAt: now(),
                error: null,
                updatedAt: now(),
              }
            : { state: 'held', provider: provider.name, error: null, updatedAt: now() },
        );
      } catch (error) {
        // Shown while the job waits to try again; the job keeps the same text as its last error.
        await recordOutcome(db, labId, message.id, {
          provider: provider.name,
          error: error instanceof Error ? error.message : String(error),
          updatedAt: now(),
        });
        throw error;
      }
    },
    {
      failed: async ({ labId, payload }, error) => {
        await recordOutcome(db, labId, payload.messageId, { state: 'failed', error, updatedAt: now() });
        // Refused or never delivered: it used nothing, so its credit goes back.
        await credits.giveBack(labId, payload.messageId);
      },
    },
  );

  const send = async ({ labId, channel, to, subject, body, html, attachments = [], actor }: SendMessage) =>
    db.transaction(async (tx) => {
      // Taken first: a lab without credits is refused before anything is written.
      const creditChannel = creditChannelOf(labId, channel);
      const taken = creditChannel ? await credits.take(labId, creditChannel) : null;
      const row = await insertMessage(tx, {
        labId,
        channel,
        recipient: to,
        subject: subject ?? null,
        body,
        html: html ?? null,
        createdBy: actor?.accountId || null,
      });
      await insertAttachments(tx, labId, row.id, attachments);
      if (taken) await credits.recordUse(taken, row.id);
      await jobs.enqueue<SendMessagePayload>({
        labId,
        name: sendMessageJob,
        payload: { messageId: row.id },
        maxAttempts: sendAttempts,
      });
      return toOutboxMessage({ ...row, attachmentCount: attachments.length });
    });

  return {
    /** The labs' messaging credits that `send` uses; the support dashboard reads and adds them. */
    labCredits: credits,

    /**
     * Queues a message; inside a transaction it is sent only if that transaction commits. An SMS
     * or WhatsApp message for a real provider uses one of the lab's credits, and is refused
     * (409 noSmsCredits, noWhatsappCredits) when none is left.
     */
    send,

    /** The lab's own credits, for Settings > Outbox (its admin). */
    async credits({ actor }: { actor: LabActor }) {
      requirePermission(actor, 'outbox.view');
      return credits.balanceOf(actor.labId);
    },

    async list({ actor, query }: { actor: LabActor; query: OutboxListQuery }): Promise<Page<OutboxMessage>> {
      requirePermission(actor, 'outbox.view');
      const result = await listMessages(db, actor.labId, query);
      return { ...result, items: result.items.map(toOutboxMessage) };
    },

    /**
     * The product's own outbox (lab 0): the sign-up OTPs and credentials of labs not made yet,
     * read by support on its dashboard (spec 002 §2); no lab's admin sees them.
     */
    async platformOutbox({ actor, query }: { actor: Actor; query: OutboxListQuery }): Promise<Page<OutboxMessage>> {
      requireAllowed(actor, 'support.view');
      const result = await listMessages(db, platformLabId, query);
      return { ...result, items: result.items.map(toOutboxMessage) };
    },

    /** Settings > Outbox: a test e-mail through the same path as every other message. */
    async sendTestEmail({ actor, input }: { actor: LabActor; input: SendTestEmail }): Promise<OutboxMessage> {
      requirePermission(actor, 'outbox.view');
      const lab = await labs.getLab(actor.labId);
      return send({
        labId: actor.labId,
        channel: 'email',
        to: input.to,
        subject: `Test e-mail from ${lab.name}`,
        body: `This is a test e-mail from ${lab.name}, sent from Settings > Outbox. If you can read it, e-mail from the LIMS reaches this address.`,
        actor,
      });
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
