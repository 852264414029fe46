import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@lims/domain';
import { and, arrayOverlaps, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../services.js';

/** spec 000 §9: the OTP has 5 digits. Valid 10 minutes, locked after 5 wrong tries (ours). */
export const oneTimeCodeRules = {
  digits: 5,
  validMinutes: 10,
  maxWrongTries: 5,
  /** Sends within the last hour, per recipient (a contact or an e-mail) and per client address. */
  sendsPerRecipientPerHour: 5,
  sendsPerAddressPerHour: 20,
} as const;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

const hashOf = (subject: string, code: string) => createHash('sha256').update(`${subject}:${code}`).digest('base64url');
const sameHash = (left: string, right: string) =>
  left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));
const hourAgo = (now: Date) => new Date(now.getTime() - 3_600_000);

/**
 * One-time codes sent by SMS and e-mail: the sign-up OTP and the bank-details OTP (spec 000
 * §4). Only a hash is stored; a new code replaces the subject's earlier ones.
 *
 * `check` records a wrong try in its own statement: call it outside a transaction that then
 * throws, or the count rolls back with it and the lock never comes.
 */
export function createOneTimeCodes({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  return {
    /** A new code for `subject`, sent by the caller to `sentTo`; refused past the hourly limits. */
    async issue({ subject, sentTo, ipAddress }: { subject: string; sentTo: string[]; ipAddress?: string | null }) {
      const since = hourAgo(now());
      const [byRecipient] = await db
        .select({ sends: count() })
        .from(oneTimeCodes)
        .where(and(arrayOverlaps(oneTimeCodes.sentTo, sentTo), gt(oneTimeCodes.createdAt, since)));
      const [byAddress] = ipAddress
        ? await db
            .select({ sends: count() })
            .from(oneTimeCodes)
            .where(and(eq(oneTimeCodes.ipAddress, ipAddress), gt(oneTimeCodes.createdAt, since)))
        : [{ sends: 0 }];
      if (
        (byRecipient?.sends ?? 0) >= oneTimeCodeRules.sendsPerRecipientPerHour ||
        (byAddress?.sends ?? 0) >= oneTimeCodeRules.sendsPerAddressPerHour
      ) {
        throw new DomainError('rate_limited', 'otpTooMany');
      }
      const code = String(randomInt(0, 10 ** oneTimeCodeRules.digits)).padStart(oneTimeCodeRules.digits, '0');
      await db
        .update(oneTimeCodes)
        .set({ usedAt: now() })
        .where(and(eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.usedAt)));
      await db.insert(oneTimeCodes).values({
        subject,
        codeHash: hashOf(subject, code),
        sentTo,
        ipAddress: ipAddress ?? null,
        expiresAt: new Date(now().getTime() + oneTimeCodeRules.validMinutes * 60_000),
        // The send limits count by this time against the service's clock, not the database's.
        createdAt: now(),
      });
      return code;
    },

    /** Checks and, when right, uses up the subject's current code. */
    async check({ subject, code }: { subject: string; code: string }): Promise<CodeCheck> {
      const [current] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.usedAt)))
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      if (!current) return 'missing';
      if (current.failedAttempts >= oneTimeCodeRules.maxWrongTries) return 'locked';
      if (current.expiresAt <= now()) return 'expired';
      if (!sameHash(current.codeHash, hashOf(subject, code))) {
        await db
          .update(oneTimeCodes)
          .set({ failedAttempts: current.failedAttempts + 1 })
          .where(eq(oneTimeCodes.id, current.id));
        return current.failedAttempts + 1 >= oneTimeCodeRules.maxWrongTries ? 'locked' : 'wrong';
      }
      // Used once: the update only wins while the code is still unused, so two checks at once pass one.
      const used = await db
        .update(oneTimeCodes)
        .set({ usedAt: now() })
        .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
      return used.length === 1 ? 'ok' : 'missing';
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
