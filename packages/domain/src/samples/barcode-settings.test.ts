import { describe, expect, it } from 'vitest';
import {
  barcodeSettingsOf,
  defaultBarcodeSettings,
  labelBarcodeValue,
  labelFormatsOf,
  labelTestsText,
  printProtocols,
} from './barcode-settings.js';

const tests = [
  { code: 'GLU', name: 'Glucose fasting' },
  { code: 'TSH', name: 'TSH' },
];

describe('barcode settings (spec 002 §3 Barcode settings)', () => {
  it('reads what a lab stored, with the default for anything missing or unknown', () => {
    expect(barcodeSettingsOf(undefined)).toEqual(defaultBarcodeSettings);
    expect(barcodeSettingsOf({ patientIdFlag: 0, testNamesFlag: 2, printProtocol: 1 })).toEqual({
      ...defaultBarcodeSettings,
      patientIdFlag: 0,
      printProtocol: printProtocols.labelPrinter,
    });
    expect(barcodeSettingsOf({ printProtocol: 3, collectionDateFlag: '0' })).toEqual(defaultBarcodeSettings);
  });

  it("prints the tests' codes when testNamesFlag is 1, otherwise their names cut short ('1 uses test code, otherwise short text')", () => {
    expect(labelTestsText(tests, { testNamesFlag: 1 })).toBe('GLU, TSH');
    expect(labelTestsText(tests, { testNamesFlag: 0 })).toBe('Glucose fas…, TSH');
    expect(labelTestsText([], { testNamesFlag: 1 })).toBe('');
  });

  it("puts the manual sample id on the barcode only when asked, and only one a label's Code 128 can carry", () => {
    const sample = { autoSampleId: 'S000041', manualSampleId: ' M-77 ' };
    expect(labelBarcodeValue(sample, { manualSampleIdFlag: 0 })).toBe('S000041');
    expect(labelBarcodeValue(sample, { manualSampleIdFlag: 1 })).toBe('M-77');
    expect(labelBarcodeValue({ ...sample, manualSampleId: null }, { manualSampleIdFlag: 1 })).toBe('S000041');
    expect(labelBarcodeValue({ ...sample, manualSampleId: 'नमूना' }, { manualSampleIdFlag: 1 })).toBe('S000041');
    // Longer than a 50 mm label's bars can carry readably.
    expect(labelBarcodeValue({ ...sample, manualSampleId: 'M-123456789012' }, { manualSampleIdFlag: 1 })).toBe(
      'M-123456789012',
    );
    expect(labelBarcodeValue({ ...sample, manualSampleId: 'M-1234567890123' }, { manualSampleIdFlag: 1 })).toBe(
      'S000041',
    );
  });

  it("offers the formats of the print protocol (spec 002 §9 'print protocol modes 0, 1, 2')", () => {
    expect(labelFormatsOf(printProtocols.pdfSheet)).toEqual(['pdf']);
    expect(labelFormatsOf(printProtocols.labelPrinter)).toEqual(['zpl']);
    expect(labelFormatsOf(printProtocols.either)).toEqual(['pdf', 'zpl']);
  });
});
