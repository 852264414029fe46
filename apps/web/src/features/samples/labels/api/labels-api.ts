import { BarcodeSettings, type SampleLabelFormat, type UpdateBarcodeSettings } from '@lims/contract';
import type { LanguageCode } from '@lims/domain';
import { api, withQuery } from '../../../../app/api-client';

const settingsPath = '/api/v1/barcode-settings';

/**
 * The labels of these samples as a link (spec 002 §7 generateBarcode/{ids}/): the browser opens
 * the PDF in its own tab to print, or saves the ZPL for the label printer.
 */
export const labelsPath = (sampleIds: readonly number[], format: SampleLabelFormat, language?: LanguageCode) =>
  withQuery('/api/v1/samples/labels', { sampleIds: sampleIds.join(','), format, language });

export const getBarcodeSettings = (signal?: AbortSignal) => api.get(settingsPath, BarcodeSettings, { signal });

export const saveBarcodeSettings = (body: UpdateBarcodeSettings) => api.put(settingsPath, body, BarcodeSettings);
