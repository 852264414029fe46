import { describe, expect, it } from 'vitest';
import { code128Png, code128Svg, zplLabel } from './barcodes.js';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

// Code 128: start (11 modules) + 11 per symbol + check (11) + stop (13).
const modulesOf = (symbols: number) => 11 + symbols * 11 + 11 + 13;

describe('Code 128 barcodes (bwip-js)', () => {
  it('draws a PNG as wide as its modules times the scale, as tall as asked', async () => {
    const png = await code128Png({ value: 'S-000123', scale: 2, heightMm: 10, withText: false });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // S and - in code set B, then CODE C and the digits in pairs (00 01 23): 6 symbols, 101 modules.
    const { width, height } = pngSize(png);
    expect(width).toBe(modulesOf(6) * 2);
    // 10 mm is 28.3 points at bwip-js's 72 dpi, drawn as 29, times the scale.
    expect(height).toBe(29 * 2);
  });

  it('gives a longer barcode for a longer value', async () => {
    const short = pngSize(await code128Png({ value: 'AB', withText: false })).width;
    const long = pngSize(await code128Png({ value: 'ABCDEFGH', withText: false })).width;
    expect(long - short).toBe(6 * 11 * 2);
  });

  it('draws SVG markup', () => {
    const svg = code128Svg({ value: 'ACC-42' });
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  it('refuses what Code 128 cannot carry', async () => {
    await expect(code128Png({ value: 'नमूना-1' })).rejects.toThrow(/printable ASCII/);
    expect(() => code128Svg({ value: '' })).toThrow(/printable ASCII/);
    expect(() => zplLabel({ value: 'A\nB', widthMm: 50, heightMm: 25 })).toThrow(/printable ASCII/);
  });
});

describe('ZPL labels', () => {
  it('writes a 50 x 25 mm label at 203 dpi: barcode with its value, then the lines', () => {
    expect(zplLabel({ value: 'S-000123', lines: ['Ravi Kumar', 'CBC, LFT'], widthMm: 50, heightMm: 25 })).toBe(
      [
        '^XA',
        '^CI28',
        '^PW400',
        '^LL200',
        '^FO16,16^BY2^BCN,80,Y,N,N^FH\\^FDS-000123^FS',
        '^FO16,128^A0N,24,24^FH\\^FDRavi Kumar^FS',
        '^FO16,160^A0N,24,24^FH\\^FDCBC, LFT^FS',
        '^XZ',
        '',
      ].join('\n'),
    );
  });

  it('scales to the printer: 300 dpi is 12 dots per millimetre', () => {
    const label = zplLabel({ value: 'S-1', widthMm: 50, heightMm: 25, dotsPerMm: 12 });
    expect(label).toContain('^PW600\n^LL300\n');
    expect(label).toContain('^FO24,24^BY2^BCN,120,Y,N,N');
  });

  it('escapes ^, ~ and \\ in the text so that a name can never become a printer command', () => {
    const label = zplLabel({ value: 'S-1', lines: ['A^XZ~JR\\B'], widthMm: 50, heightMm: 25 });
    expect(label).toContain('^FH\\^FDA\\5EXZ\\7EJR\\5CB^FS');
    expect(label.match(/\^XZ/g)).toHaveLength(1);
  });

  it('keeps names in other scripts as UTF-8 text (^CI28)', () => {
    expect(zplLabel({ value: 'S-1', lines: ['नेहा जोशी'], widthMm: 50, heightMm: 25 })).toContain('^FH\\^FDनेहा जोशी^FS');
  });
});
