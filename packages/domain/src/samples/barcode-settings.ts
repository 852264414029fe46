/**
 * spec 002 §3 'Barcode settings': what a sample's label shows, and how the lab prints it
 * (spec 002 §9, spec 000 §9 'Barcode print protocol modes 0, 1, 2'; docs/decisions/0033).
 */

/** A spec flag: 1 on, 0 off. */
export type BarcodeFlag = 0 | 1;

/**
 * spec 002 §9 'print protocol modes 0, 1, 2', named by the spec without their meanings: 0 a PDF
 * sheet printed from the browser (the thumbnail print flow of barcode mode 1), 1 ZPL for a
 * label printer (the alternative print of barcode mode 2), 2 either, chosen at each print.
 */
export const printProtocols = { pdfSheet: 0, labelPrinter: 1, either: 2 } as const;
export type PrintProtocol = (typeof printProtocols)[keyof typeof printProtocols];

export interface BarcodeSettings {
  /** The patient's id on the label. */
  patientIdFlag: BarcodeFlag;
  /** The sample type on the label. */
  sampleTypeBarcodeFlag: BarcodeFlag;
  /** The collection time on the label (the bill's time while the sample waits to be drawn). */
  collectionDateFlag: BarcodeFlag;
  /** spec 002 §3: 'testNamesFlag (1 uses test code, otherwise short text)'. */
  testNamesFlag: BarcodeFlag;
  /** The barcode carries the manual sample id typed at the desk, when the sample has one. */
  manualSampleIdFlag: BarcodeFlag;
  printProtocol: PrintProtocol;
}

export const barcodeFlagNames = [
  'patientIdFlag',
  'sampleTypeBarcodeFlag',
  'collectionDateFlag',
  'testNamesFlag',
  'manualSampleIdFlag',
] as const satisfies ReadonlyArray<keyof BarcodeSettings>;

/** A lab that never saved its barcode settings: every field printed, test codes, the automatic id, a PDF sheet. */
export const defaultBarcodeSettings: BarcodeSettings = {
  patientIdFlag: 1,
  sampleTypeBarcodeFlag: 1,
  collectionDateFlag: 1,
  testNamesFlag: 1,
  manualSampleIdFlag: 0,
  printProtocol: printProtocols.pdfSheet,
};

const flagOf = (value: unknown, fallback: BarcodeFlag): BarcodeFlag => (value === 0 || value === 1 ? value : fallback);

/** The settings as stored in the lab's settings document, with a default for anything missing or unknown. */
export function barcodeSettingsOf(stored: unknown): BarcodeSettings {
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const protocol = values.printProtocol;
  return {
    patientIdFlag: flagOf(values.patientIdFlag, defaultBarcodeSettings.patientIdFlag),
    sampleTypeBarcodeFlag: flagOf(values.sampleTypeBarcodeFlag, defaultBarcodeSettings.sampleTypeBarcodeFlag),
    collectionDateFlag: flagOf(values.collectionDateFlag, defaultBarcodeSettings.collectionDateFlag),
    testNamesFlag: flagOf(values.testNamesFlag, defaultBarcodeSettings.testNamesFlag),
    manualSampleIdFlag: flagOf(values.manualSampleIdFlag, defaultBarcodeSettings.manualSampleIdFlag),
    printProtocol: protocol === 0 || protocol === 1 || protocol === 2 ? protocol : defaultBarcodeSettings.printProtocol,
  };
}

/** The label formats a print protocol offers, the first being the one a single click prints. */
export function labelFormatsOf(protocol: PrintProtocol): ReadonlyArray<'pdf' | 'zpl'> {
  if (protocol === printProtocols.labelPrinter) return ['zpl'];
  if (protocol === printProtocols.either) return ['pdf', 'zpl'];
  return ['pdf'];
}

/** One label: a sample tube's, 50 × 25 mm, the common size of tube label rolls and Zebra stock. */
export const sampleLabelSize = { widthMm: 50, heightMm: 25 } as const;

/** Code 128 carries printable ASCII only. */
const code128Text = /^[\x20-\x7e]+$/;

/**
 * The longest manual id a label's barcode carries: 14 characters of Code 128 set B are 189
 * modules, 0.22 mm bars across the 42 mm a 50 mm label leaves inside its quiet zones, which a
 * 203 dpi label printer still prints readably. Measured (docs/decisions/0033): 18 characters
 * no longer read back at 203 dpi.
 */
export const labelManualIdMaxLength = 14;

/**
 * What the barcode carries: the manual sample id when the settings ask for it and the sample has
 * one a label's Code 128 can carry, otherwise the automatic id, which every sample has.
 */
export function labelBarcodeValue(
  sample: { autoSampleId: string; manualSampleId: string | null },
  settings: Pick<BarcodeSettings, 'manualSampleIdFlag'>,
): string {
  const manual = sample.manualSampleId?.trim();
  const carried = manual && manual.length <= labelManualIdMaxLength && code128Text.test(manual);
  return settings.manualSampleIdFlag === 1 && carried ? manual : sample.autoSampleId;
}

/** A test's name on a label when the lab prints names: short enough to leave room for the others. */
export const labelTestNameLength = 12;

/** spec 002 §3 testNamesFlag: the tests of a label, their codes (flag 1) or their names cut short. */
export function labelTestsText(
  tests: ReadonlyArray<{ code: string; name: string }>,
  settings: Pick<BarcodeSettings, 'testNamesFlag'>,
): string {
  return tests
    .map(({ code, name }) => {
      if (settings.testNamesFlag === 1) return code;
      return name.length > labelTestNameLength ? `${name.slice(0, labelTestNameLength - 1).trimEnd()}…` : name;
    })
    .join(', ');
}
