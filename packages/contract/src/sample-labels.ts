import { barcodeFlagNames, languageCodes, printProtocols } from '@lims/domain';
import { z } from 'zod';
import { Id, Version } from './common.js';

const BarcodeFlag = z.union([z.literal(0), z.literal(1)]);

/** spec 002 §3 'Barcode settings' with the print protocol (spec 002 §9; docs/decisions/0033). */
const BarcodeSettingsFields = {
  ...(Object.fromEntries(barcodeFlagNames.map((name) => [name, BarcodeFlag])) as Record<
    (typeof barcodeFlagNames)[number],
    typeof BarcodeFlag
  >),
  printProtocol: z.union([
    z.literal(printProtocols.pdfSheet),
    z.literal(printProtocols.labelPrinter),
    z.literal(printProtocols.either),
  ]),
};

/** The lab's barcode settings; `version` is the lab settings' version (docs/decisions/0012). */
export const BarcodeSettings = z.object({ ...BarcodeSettingsFields, version: Version }).meta({ id: 'BarcodeSettings' });
export type BarcodeSettings = z.infer<typeof BarcodeSettings>;

/** The whole settings, as the page shows them, with the version they were read at. */
export const UpdateBarcodeSettings = z.strictObject({ ...BarcodeSettingsFields, version: Version });
export type UpdateBarcodeSettings = z.infer<typeof UpdateBarcodeSettings>;

/** A print run holds at most this many labels: a day's bills at a busy desk, one request. */
export const maximumLabelsPerPrint = 500;

export const SampleLabelFormat = z.enum(['pdf', 'zpl']);
export type SampleLabelFormat = z.infer<typeof SampleLabelFormat>;

/** Samples by id, each once: one label each. */
const sampleIdList = <Item extends z.ZodType<number>>(item: Item) =>
  z
    .array(item)
    .min(1)
    .max(maximumLabelsPerPrint)
    .refine((ids) => new Set(ids).size === ids.length, 'invalidRequest');

const LabelsLanguage = z.enum(languageCodes).optional();

/**
 * spec 002 §7 'POST print/prn/barcode/ with sample_ids' and 'v4/print-sample-barcode/ (binary
 * response)': the labels of these samples, one each, as a PDF sheet or as ZPL for a label printer.
 */
export const PrintSampleLabels = z
  .strictObject({
    sampleIds: sampleIdList(Id),
    format: SampleLabelFormat,
    /** The language of the labels' captions; the caller's own when left out. */
    language: LabelsLanguage,
  })
  .meta({ id: 'PrintSampleLabels' });
export type PrintSampleLabels = z.infer<typeof PrintSampleLabels>;

/**
 * spec 002 §7 'GET generateBarcode/{ids}/': the same labels from a link, so that the browser
 * opens the PDF in its own tab; `sampleIds` comma-separated.
 */
export const SampleLabelsQuery = z.object({
  sampleIds: z
    .string()
    .max(maximumLabelsPerPrint * 17)
    .transform((value) => value.split(',').map(Number))
    .pipe(sampleIdList(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))),
  format: SampleLabelFormat,
  language: LabelsLanguage,
});
export type SampleLabelsQuery = z.input<typeof SampleLabelsQuery>;
