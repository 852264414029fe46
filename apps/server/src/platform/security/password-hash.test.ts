import { describe, expect, it } from 'vitest';
import { hashSecret, verifyAgainstDummy, verifySecret } from './password-hash.js';

const base64 = '[A-Za-z0-9+/]+={0,2}';
/** Replaces one `$`-separated part of a stored hash. */
const withPart = (stored: string, index: number, value: string) =>
  stored
    .split('$')
    .map((part, position) => (position === index ? value : part))
    .join('$');
/** Flips the first character of a base64 part to another valid base64 character. */
const flipped = (part: string) => `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;

// DESIGN.md Auth: "Passwords hashed with argon2id (19 MiB, 2 passes) or scrypt (N=2^17, r=8, p=1)".
describe('password hashing (scrypt)', () => {
  it('verifies the secret it hashed', async () => {
    const stored = await hashSecret('Demo@1234');
    expect(await verifySecret('Demo@1234', stored)).toBe(true);
  });

  it('refuses a wrong secret, one differing only in case, and an empty one', async () => {
    const stored = await hashSecret('Demo@1234');
    for (const wrong of ['Demo@12345', 'demo@1234', 'Demo@123', '']) {
      expect(await verifySecret(wrong, stored), wrong).toBe(false);
    }
  });

  it('stores the scheme and its parameters with a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashSecret('Demo@1234');
    // Tests lower the cost through SCRYPT_LOG_N (vitest.config.ts); r and p are fixed.
    expect(process.env.SCRYPT_LOG_N).toBe('10');
    expect(stored).toMatch(new RegExp(`^scrypt\\$10\\$8\\$1\\$${base64}\\$${base64}$`));
    const [, , , , salt = '', key = ''] = stored.split('$');
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Demo@1234');
  });

  it('salts every hash: the same secret twice gives two different hashes, both valid', async () => {
    const [first, second] = await Promise.all([hashSecret('Demo@1234'), hashSecret('Demo@1234')]);
    expect(first).not.toBe(second);
    expect(await verifySecret('Demo@1234', first)).toBe(true);
    expect(await verifySecret('Demo@1234', second)).toBe(true);
  });

  it('still verifies a hash made with other parameters, since they travel with it', async () => {
    const previous = process.env.SCRYPT_LOG_N;
    process.env.SCRYPT_LOG_N = '11';
    try {
      const stronger = await hashSecret('Demo@1234');
      expect(stronger.startsWith('scrypt$11$8$1$')).toBe(true);
      process.env.SCRYPT_LOG_N = previous;
      expect(await verifySecret('Demo@1234', stronger)).toBe(true);
    } finally {
      process.env.SCRYPT_LOG_N = previous;
    }
  });

  it('uses N=2^17, r=8, p=1 when the cost is not lowered (production)', async () => {
    const previous = process.env.SCRYPT_LOG_N;
    delete process.env.SCRYPT_LOG_N;
    try {
      const stored = await hashSecret('Demo@1234');
      expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
      expect(await verifySecret('Demo@1234', stored)).toBe(true);
    } finally {
      process.env.SCRYPT_LOG_N = previous;
    }
  });

  it('reads a secret the same in any Unicode normal form', async () => {
    const composed = 'Caf\u00e9@1234';
    const decomposed = 'Cafe\u0301@1234';
    expect(composed).not.toBe(decomposed);
    expect(await verifySecret(decomposed, await hashSecret(composed))).toBe(true);
  });

  describe('a tampered or malformed stored hash is refused, never an error', () => {
    const cases: Array<[string, (stored: string) => string]> = [
      ['a changed key', (stored) => withPart(stored, 5, flipped(stored.split('$')[5] ?? ''))],
      ['a changed salt', (stored) => withPart(stored, 4, flipped(stored.split('$')[4] ?? ''))],
      ['a shortened key', (stored) => withPart(stored, 5, (stored.split('$')[5] ?? '').slice(0, 20))],
      ['another cost', (stored) => withPart(stored, 1, '11')],
      ['another block size', (stored) => withPart(stored, 2, '4')],
      ['another parallelism', (stored) => withPart(stored, 3, '2')],
      ['another scheme', (stored) => withPart(stored, 0, 'bcrypt')],
      ['a missing part', (stored) => stored.split('$').slice(0, 5).join('$')],
      ['a cost that is not a number', (stored) => withPart(stored, 1, 'abc')],
      ['a negative cost', (stored) => withPart(stored, 1, '-3')],
      ['a block size of zero', (stored) => withPart(stored, 2, '0')],
      ['an empty string', () => ''],
      ['plain text', () => 'Demo@1234'],
    ];

    it.each(cases)('%s', async (_case, tamper) => {
      const stored = await hashSecret('Demo@1234');
      const tampered = tamper(stored);
      expect(tampered).not.toBe(stored);
      await expect(verifySecret('Demo@1234', tampered)).resolves.toBe(false);
    });
  });

  it('spends a check on an unknown user and answers false', async () => {
    await expect(verifyAgainstDummy('Demo@1234')).resolves.toBe(false);
    await expect(verifyAgainstDummy('not-a-real-password')).resolves.toBe(false);
  });
});
