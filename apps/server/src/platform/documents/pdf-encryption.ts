import { randomBytes } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';

/**
 * A copy of a PDF that opens only with `userPassword` (AES-256, the library's default and the
 * one cipher ISO 32000-2 recommends). The owner password is random and kept by no one: nobody
 * can lift the protection, and the reader may still print, copy and read the document aloud,
 * which a patient's own report should allow (decision 0044).
 */
export async function encryptPdf(pdf: Uint8Array, userPassword: string): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  document.encrypt({
    userPassword,
    ownerPassword: randomBytes(24).toString('base64url'),
    permissions: {
      printing: 'highResolution',
      copying: true,
      contentAccessibility: true,
      modifying: false,
      annotating: false,
      fillingForms: false,
      documentAssembly: false,
    },
  });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
