import { describe, expect, it } from 'vitest';
import { checkFileName, checkFileSize } from '../files/upload-rules.js';
import { fileIdOfValue, fileValueOf } from './file-values.js';

describe("file values (spec 001 §4 'File upload in report entry', §5 'File upload')", () => {
  it('names the kept file in the value, and reads its id back', () => {
    expect(fileValueOf(77)).toBe('file:77');
    expect(fileIdOfValue(fileValueOf(77))).toBe(77);
  });

  it("names no file once deleted to a dash ('Deleting clears the value to a dash'), nor in typed text", () => {
    for (const value of ['-', '', undefined, 'file:', 'file:abc', 'file:0', 'file:-3', 'file:1.5', 'see file:4']) {
      expect(fileIdOfValue(value), String(value)).toBeUndefined();
    }
  });

  it("takes images and PDFs up to the spec's default 800 KB: 'File is not valid.', 'File should not be greater then {n}KB.'", () => {
    expect(checkFileName('reportValueFile', 'ECG.PDF')).toBe('pdf');
    expect(checkFileName('reportValueFile', 'chest.jpg')).toBe('jpg');
    expect(checkFileName('reportValueFile', 'notes.docx')).toEqual({ messageKey: 'fileNotValid' });
    expect(checkFileSize('reportValueFile', 800 * 1024)).toBeUndefined();
    expect(checkFileSize('reportValueFile', 800 * 1024 + 1)).toEqual({
      messageKey: 'fileTooLarge',
      params: { n: 800 },
    });
  });
});
