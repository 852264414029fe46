import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { readS3Stores, type S3StoresByRegion } from './platform/storage/storage-config.js';

export interface ServerConfig {
  port: number;
  /** The address to listen on: this machine only unless HOST says otherwise (HOST=0.0.0.0 for every interface). */
  host: string;
  /** pino's level: `info` by default, where only errors and slow requests are written per request. */
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends, however active. */
  sessionLifetimeHours: number;
  /** Serve cookies with `Secure` (SECURE_COOKIES=true behind HTTPS); off by default so that
   * `npm start` works on plain http://localhost. */
  secureCookies: boolean;
  defaultRegion: string;
  webDist: string | undefined;
  /** `smtp://user:password@host:587` or `smtps://…`: e-mail goes out through it. Unset, e-mail is held in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail: `Lab Name <reports@example.com>`. */
  mailFrom: string;
  /** Regions whose files go to an S3-compatible bucket (`S3_<REGION>_BUCKET`, …); the others keep them under DATA_DIR/files. */
  s3ByRegion: S3StoresByRegion;
  /**
   * The key that signs the sign-up captcha's challenges (CAPTCHA_HMAC_KEY). Unset, each process
   * makes its own at start: enough for one server; servers behind one address need the same key.
   */
  captchaHmacKey: string;
  /**
   * The address people reach the product at (PUBLIC_URL, no trailing slash): a printed report's
   * QR code links to its verification page there. Defaults to this server on localhost.
   */
  publicUrl: string;
}

/** Made once per process, so that a challenge signed before a config re-read still verifies. */
const processCaptchaKey = randomBytes(32).toString('base64url');

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    logLevel: env.LOG_LEVEL || 'info',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 60),
    sessionLifetimeHours: integer(env.SESSION_LIFETIME_HOURS, 12),
    secureCookies: env.SECURE_COOKIES === 'true',
    defaultRegion: env.DEFAULT_REGION ?? 'IN',
    webDist: env.WEB_DIST,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'LIMS <no-reply@localhost>',
    s3ByRegion: readS3Stores(env),
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || processCaptchaKey,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}
