import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { qrCodeModules, qrCodeSvg } from './qr-code.js';

/** bwip-js's own symbol of `text` with the mask forced (1 to 8 there, 0 to 7 here), row by row. */
function bwipModules(text: string, mask: number): boolean[][] {
  const [symbol] = bwipjs.raw('qrcode', text, `eclevel=M mask=${mask + 1}`) as unknown as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  if (!symbol) throw new Error('bwip-js drew nothing');
  return Array.from({ length: symbol.pixy }, (_, y) =>
    Array.from({ length: symbol.pixx }, (_, x) => symbol.pixs[y * symbol.pixx + x] === 1),
  );
}

// Links as the reports print them: lowercase, so both encoders write them in byte mode.
const verificationLink = 'http://localhost:3000/verify/123.0c5a1e2e-9f7a-4e52-9a3b-6a1c2f3e4d5b';

describe('QR codes (ISO/IEC 18004 byte mode, level M)', () => {
  it('draws the same modules as bwip-js for every mask, at a small version and one with version bits', () => {
    const long = `https://reports.example.org/verify/${'0c5a1e2e-9f7a-4e52-9a3b-6a1c2f3e4d5b/'.repeat(6)}`;
    for (const text of [verificationLink, long]) {
      for (let mask = 0; mask < 8; mask++)
        expect(qrCodeModules(text, { mask }), `mask ${mask}`).toEqual(bwipModules(text, mask));
    }
    // 69 bytes take version 5 (37 modules); 257 take version 12 (65 modules), which carries version bits.
    expect(qrCodeModules(verificationLink)).toHaveLength(37);
    expect(qrCodeModules(long)).toHaveLength(65);
  });

  it('picks the mask of the lowest penalty, one of the eight bwip-js would draw with that mask', () => {
    const chosen = qrCodeModules(verificationLink);
    const candidates = Array.from({ length: 8 }, (_, mask) => JSON.stringify(bwipModules(verificationLink, mask)));
    expect(candidates).toContain(JSON.stringify(chosen));
  });

  it('writes SVG with a four-module quiet zone and one square per dark module', () => {
    const svg = qrCodeSvg(verificationLink);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 45 45"/);
    const dark = qrCodeModules(verificationLink).flat().filter(Boolean).length;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(svg).toContain('M4 4h1v1h-1z');
  });

  it('refuses a text no QR code can hold', () => {
    expect(() => qrCodeModules('x'.repeat(3000))).toThrow(/too long/);
  });
});
