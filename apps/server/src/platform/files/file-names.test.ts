import { describe, expect, it } from 'vitest';
import { contentDisposition, storedFileName } from './file-names.js';

describe('the name a file is kept under', () => {
  it.each([
    ['logo.png', 'logo.png'],
    ['C:\\Users\\lab\\Desktop\\logo.png', 'logo.png'],
    ['../../etc/passwd', 'passwd'],
    ['  logo\u0000\u001b.png ', 'logo.png'],
    ['', 'file'],
    ['Cafe\u0301.png', 'Café.png'],
  ])('%j is kept as %j', (sent, kept) => {
    expect(storedFileName(sent)).toBe(kept);
  });

  it('is at most 255 characters, extension kept', () => {
    const kept = storedFileName(`${'a'.repeat(400)}.jpeg`);
    expect(kept).toHaveLength(255);
    expect(kept.endsWith('a.jpeg')).toBe(true);
  });
});

describe('Content-Disposition (RFC 6266, RFC 8187)', () => {
  it('gives an ASCII name and the real one in UTF-8', () => {
    expect(contentDisposition('inline', 'logo.png')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(contentDisposition('attachment', 'شعار المختبر.png')).toBe(
      `attachment; filename="____ _______.png"; filename*=UTF-8''%D8%B4%D8%B9%D8%A7%D8%B1%20%D8%A7%D9%84%D9%85%D8%AE%D8%AA%D8%A8%D8%B1.png`,
    );
  });

  it('cannot be broken by quotes, backslashes, semicolons or line breaks in the name', () => {
    const header = contentDisposition('attachment', 'a";\\ b\r\nSet-Cookie: x=1 (1)\'.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_;_ b__Set-Cookie: x=1 (1)'.png"; filename*=UTF-8''a%22%3B%5C%20b%0D%0ASet-Cookie%3A%20x%3D1%20%281%29%27.png`,
    );
  });
});
