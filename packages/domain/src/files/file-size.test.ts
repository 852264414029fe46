import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

// spec 000 §9 line 262: "File viewer: ... sizes are shown in Bytes, KB, MB, GB or TB."
describe('formatFileSize (spec 000 §9)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [800 * 1024, '800 KB'],
    [1024 ** 2 * 2.25, '2.25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4 * 3, '3 TB'],
    [1024 ** 5, '1024 TB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('reads nonsense as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
