import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import {
  acceptOf,
  checkFileName,
  checkFileSize,
  contentMediaType,
  contentRefusal,
  defaultUploadMaxKilobytes,
  fileKinds,
  imageExtensions,
  maxBytesOf,
  uploadExtensions,
} from './upload-rules.js';

const pdfHead = new TextEncoder().encode('%PDF-1.7\n');

// spec 000 §5 line 167: "Upload: allowed extensions list; default maximum 800 KB; messages 'File
// is not valid.' and 'File should not be greater then {n}KB.' Image types jpeg, jpg, png, gif
// (pdf also for file check). Upload types overall: jpeg, jpg, png, gif, pdf, doc, docx, txt,
// xlsx, zip, rar, xls."
describe('upload rules (spec 000 §5 "Files and general")', () => {
  it('lists the spec’s upload types and image types', () => {
    expect(uploadExtensions).toEqual([
      'jpeg',
      'jpg',
      'png',
      'gif',
      'pdf',
      'doc',
      'docx',
      'txt',
      'xlsx',
      'zip',
      'rar',
      'xls',
    ]);
    expect(imageExtensions).toEqual(['jpeg', 'jpg', 'png', 'gif']);
  });

  it('limits uploads to 800 KB by default (spec 000 §9 "Upload default maximum 800 KB"), 1024 bytes a KB', () => {
    expect(defaultUploadMaxKilobytes).toBe(800);
    expect(maxBytesOf('labLogo')).toBe(800 * 1024);
  });

  it('says the spec’s two messages letter for letter, typo included', () => {
    expect(messageText('fileNotValid')).toBe('File is not valid.');
    expect(messageText('fileTooLarge', { n: 800 })).toBe('File should not be greater then 800KB.');
  });

  it('takes a lab logo only as an image, whatever the case of its extension', () => {
    expect(fileKinds.labLogo.extensions).toEqual(imageExtensions);
    expect(checkFileName('labLogo', 'logo.png')).toBe('png');
    expect(checkFileName('labLogo', 'Lab Logo.JPEG')).toBe('jpeg');
    expect(checkFileName('labLogo', 'a.b.gif')).toBe('gif');
    for (const name of ['report.pdf', 'logo.webp', 'logo', '.png', 'logo.', 'logo.png.exe', 'notes.txt']) {
      expect(checkFileName('labLogo', name), name).toEqual({ messageKey: 'fileNotValid' });
    }
  });

  it('allows 800 KB exactly and refuses one byte more with n = 800', () => {
    expect(checkFileSize('labLogo', 0)).toBeUndefined();
    expect(checkFileSize('labLogo', 800 * 1024)).toBeUndefined();
    expect(checkFileSize('labLogo', 800 * 1024 + 1)).toEqual({ messageKey: 'fileTooLarge', params: { n: 800 } });
  });

  it('takes letterhead banners (spec 002 §9 header and footer images) as images up to 2 MB', () => {
    for (const kind of ['letterheadHeader', 'letterheadFooter'] as const) {
      expect(fileKinds[kind].extensions).toEqual(imageExtensions);
      expect(checkFileName(kind, 'letterhead.pdf')).toEqual({ messageKey: 'fileNotValid' });
      expect(checkFileSize(kind, 2048 * 1024)).toBeUndefined();
      expect(checkFileSize(kind, 2048 * 1024 + 1)).toEqual({ messageKey: 'fileTooLarge', params: { n: 2048 } });
    }
  });

  it('offers the kind’s extensions to the file picker', () => {
    expect(acceptOf('labLogo')).toBe('.jpeg,.jpg,.png,.gif');
  });
});

describe('the type is read from the content, not only the name', () => {
  it('accepts content whose signature matches the extension, with the content’s media type', () => {
    expect(contentMediaType('png', { mime: 'image/png' }, new Uint8Array())).toBe('image/png');
    expect(contentMediaType('jpg', { mime: 'image/jpeg' }, new Uint8Array())).toBe('image/jpeg');
    expect(contentMediaType('jpeg', { mime: 'image/jpeg' }, new Uint8Array())).toBe('image/jpeg');
    expect(contentMediaType('pdf', { mime: 'application/pdf' }, pdfHead)).toBe('application/pdf');
    expect(contentMediaType('xls', { mime: 'application/x-cfb' }, new Uint8Array())).toBe('application/x-cfb');
  });

  it('refuses a .png whose bytes are a PDF, and a file with no recognisable signature', () => {
    expect(contentMediaType('png', { mime: 'application/pdf' }, pdfHead)).toBeUndefined();
    expect(contentMediaType('gif', undefined, new TextEncoder().encode('GIF? no'))).toBeUndefined();
    expect(contentMediaType('docx', { mime: 'application/zip' }, new Uint8Array())).toBeUndefined();
  });

  it('takes a .txt only when it has no binary signature and no NUL byte', () => {
    expect(contentMediaType('txt', undefined, new TextEncoder().encode('Haemoglobin 13.5 g/dL\n'))).toBe('text/plain');
    expect(contentMediaType('txt', undefined, Uint8Array.of(0x41, 0x00, 0x42))).toBeUndefined();
    expect(contentMediaType('txt', { mime: 'application/pdf' }, pdfHead)).toBeUndefined();
  });

  it('never accepts a signature of another extension (property)', () => {
    const signatures = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf', 'application/zip'];
    fc.assert(
      fc.property(fc.constantFrom(...imageExtensions), fc.constantFrom(...signatures), (extension, mime) => {
        const accepted = contentMediaType(extension, { mime }, new Uint8Array()) !== undefined;
        const family = extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : `image/${extension}`;
        expect(accepted).toBe(mime === family);
      }),
    );
  });
});

// spec 001 §2 line 91 'Attachments and DICOM'; §9 line 434 'Default upload max 800 KB' (raised for studies).
describe('DICOM studies attached to reports', () => {
  it('takes a .dcm only as a report attachment, with spec 000’s types, up to 50 MB', () => {
    expect(checkFileName('reportAttachment', 'CHEST.DCM')).toBe('dcm');
    expect(checkFileName('reportAttachment', 'referral.docx')).toBe('docx');
    expect(checkFileName('reportValueFile', 'chest.dcm')).toEqual({ messageKey: 'fileNotValid' });
    expect(checkFileName('fileReport', 'chest.dcm')).toEqual({ messageKey: 'fileNotValid' });
    expect(maxBytesOf('reportAttachment')).toBe(50 * 1024 * 1024);
  });

  it('reads a .dcm as DICOM only from DICOM bytes, and says so when they are not', () => {
    expect(contentMediaType('dcm', { mime: 'application/dicom' }, new Uint8Array())).toBe('application/dicom');
    expect(contentMediaType('dcm', { mime: 'application/pdf' }, pdfHead)).toBeUndefined();
    expect(contentRefusal('dcm')).toEqual({ messageKey: 'notDicomFile' });
    expect(contentRefusal('png')).toEqual({ messageKey: 'fileNotValid' });
  });
});
