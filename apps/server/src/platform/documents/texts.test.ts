import { bundledLocales } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { type TextKey, textReader } from './texts.js';

describe('document texts', () => {
  it('reads a text by key in the language asked for', () => {
    expect(textReader(bundledLocales.en)('labUsers.title')).toBe('Lab users');
    expect(textReader(bundledLocales.ar)('labUsers.title')).toBe('مستخدمو المختبر');
  });

  it('fills the placeholders it is given and leaves the others for the template', () => {
    const text = textReader(bundledLocales.en);
    expect(text('documents.printedOn', { date: '21-11-2025 13:38' })).toBe('Printed on 21-11-2025 13:38');
    expect(text('documents.pageOf', { total: 3 })).toBe('Page {{page}} of 3');
  });

  it('says which key is missing rather than printing nothing', () => {
    expect(() => textReader({})('labUsers.title')).toThrow("No text 'labUsers.title'");
    expect(() => textReader(bundledLocales.en)('labUsers' as TextKey)).toThrow("No text 'labUsers'");
  });
});
