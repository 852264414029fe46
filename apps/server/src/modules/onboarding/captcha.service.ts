import { createHash } from 'node:crypto';
import type { CaptchaChallenge } from '@lims/contract';
import { DomainError } from '@lims/domain';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { ServiceDeps } from '../../services.js';
import { deleteExpiredSolutions, recordSolution } from './captcha.queries.js';

export const captchaRules = {
  /** A challenge is good for 10 minutes: long enough to fill stage 1, short enough to stay fresh. */
  validMinutes: 10,
  /**
   * The proof of work's size: the browser tries up to this many hashes, half of them on
   * average (a fraction of a second on a phone). It slows a script down; the OTP's send limits stop it.
   */
  maxNumber: 50_000,
} as const;

const captchaInvalid = () => new DomainError('bad_request', 'captchaInvalid', { field: 'captcha' });

/**
 * The sign-up's captcha (spec 000 §2 stage 1): an ALTCHA proof of work, signed with the
 * server's key (`CAPTCHA_HMAC_KEY`), checked with `altcha-lib`, each solution accepted once.
 */
export function createCaptchaService({ db, now, config }: Pick<ServiceDeps, 'db' | 'now' | 'config'>) {
  return {
    async challenge(): Promise<CaptchaChallenge> {
      const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
        hmacKey: config.captchaHmacKey,
        maxNumber: captchaRules.maxNumber,
        expires: new Date(now().getTime() + captchaRules.validMinutes * 60_000),
      });
      return { algorithm, challenge, maxnumber: maxnumber ?? captchaRules.maxNumber, salt, signature };
    },

    /**
     * Accepts the widget's payload once: missing is captchaRequired; forged, expired or seen
     * before is captchaInvalid. The expiry is read against the server's clock, not altcha's.
     */
    async accept(payload: string | undefined): Promise<void> {
      if (!payload) throw new DomainError('bad_request', 'captchaRequired', { field: 'captcha' });
      let expires: number;
      let challenge: string;
      try {
        const solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown };
        if (typeof solution.challenge !== 'string') throw captchaInvalid();
        challenge = solution.challenge;
        expires = Number(extractParams(payload).expires) * 1000;
        if (!(await verifySolution(payload, config.captchaHmacKey, false))) throw captchaInvalid();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw captchaInvalid();
      }
      if (!Number.isFinite(expires) || expires <= now().getTime()) throw captchaInvalid();
      // One challenge has one solution, so the challenge names it.
      const solutionHash = createHash('sha256').update(challenge).digest('base64url');
      await deleteExpiredSolutions(db, now());
      if (!(await recordSolution(db, solutionHash, new Date(expires)))) throw captchaInvalid();
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
