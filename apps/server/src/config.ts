import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
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
}

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 60),
    sessionLifetimeHours: integer(env.SESSION_LIFETIME_HOURS, 12),
    secureCookies: env.SECURE_COOKIES === 'true',
    defaultRegion: env.DEFAULT_REGION ?? 'IN',
    webDist: env.WEB_DIST,
  };
}
