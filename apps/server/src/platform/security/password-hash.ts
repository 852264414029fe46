import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with N=2^17, r=8, p=1 (DESIGN.md Auth), stored with its parameters so that the cost
 * can be raised later and old hashes still verify. Tests lower the cost through
 * SCRYPT_LOG_N; production never sets it.
 */
const defaultLogN = 17;
const blockSize = 8;
const parallelism = 1;
const keyLength = 32;

const derive = (secret: string, salt: Buffer, cost: number, r: number, p: number) =>
  new Promise<Buffer>((resolvePromise, reject) => {
    scrypt(
      secret.normalize('NFKC'),
      salt,
      keyLength,
      { N: cost, r, p, maxmem: 256 * cost * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolvePromise(key)),
    );
  });

export async function hashSecret(secret: string): Promise<string> {
  const logN = Number.parseInt(process.env.SCRYPT_LOG_N ?? '', 10) || defaultLogN;
  const salt = randomBytes(16);
  const key = await derive(secret, salt, 2 ** logN, blockSize, parallelism);
  return `scrypt$${logN}$${blockSize}$${parallelism}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  // A damaged or edited row is a failed check, not a server error at sign-in.
  if (![logN, r, p].every((parameter) => /^[1-9][0-9]?$/.test(parameter))) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'), 2 ** Number(logN), Number(r), Number(p)).catch(
    () => undefined,
  );
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check, so that an unknown username cannot be told from a
 * wrong password by how long the answer takes.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret('not-a-real-password');
  await verifySecret(secret, await dummyHash);
  return false;
}
