import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from './document-reading.js';
import { encryptPdf } from './pdf-encryption.js';
import { createPdfRenderer } from './pdf-renderer.js';

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

/** pdftotext on the bytes, with the user password when given: its exit status and the text. */
const readWith = (pdf: Buffer, password?: string) => {
  const result = spawnSync('pdftotext', [...(password ? ['-upw', password] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  });
  return { status: result.status, text: result.stdout.toString('utf8').replace(/\s+/g, ' ').trim() };
};

describe('password-protected PDFs (issue 13: an encrypted_report lab sends its PDFs with a password)', () => {
  it('opens only with the password, and then reads the same text as the original', async () => {
    const original = await renderer.render({
      template: '#import "/lims.typ": *\n= #data.title\n#data.line',
      language: 'en',
      data: { title: 'Complete Blood Count', line: 'Haemoglobin 13.5 g/dL' },
    });
    expect(pdfText(original)).toContain('Haemoglobin 13.5 g/dL');

    const encrypted = await encryptPdf(original, '14021988');
    expect(encrypted.subarray(0, 5).toString()).toBe('%PDF-');
    expect(encrypted.includes('/Encrypt')).toBe(true);

    const withoutPassword = readWith(encrypted);
    expect(withoutPassword.status).not.toBe(0);
    expect(withoutPassword.text).not.toContain('Haemoglobin');

    expect(readWith(encrypted, '01011990').status).not.toBe(0);

    const opened = readWith(encrypted, '14021988');
    expect(opened.status).toBe(0);
    expect(opened.text).toContain('Complete Blood Count');
    expect(opened.text).toContain('Haemoglobin 13.5 g/dL');
    // The owner password is nobody's: pdfinfo with the user password reports it encrypted, printing allowed.
    const info = execFileSync('pdfinfo', ['-upw', '14021988', '-'], { input: encrypted }).toString('utf8');
    expect(info).toMatch(/Encrypted:\s+yes/);
    expect(info).toMatch(/print:yes/);
  });
});
