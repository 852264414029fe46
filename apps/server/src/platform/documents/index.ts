import { defineArea } from '../areas/area.js';
import { renderWorkbook } from './excel.js';
import { type PdfJob, pdfRenderer } from './pdf-renderer.js';

export { code128Png, code128Svg, zplLabel } from './barcodes.js';
export { documentDateTime } from './document-date.js';
export type { SheetColumn, SheetDocument } from './excel.js';
export { documentAgeSex } from './patient-texts.js';
export type { PdfJob } from './pdf-renderer.js';
export { qrCodeSvg } from './qr-code.js';
export { type TextKey, textReader } from './texts.js';

export interface DocumentsService {
  /** A PDF from a Typst template fed with JSON (docs/decisions/0016-documents.md). */
  pdf(job: PdfJob): Promise<Buffer>;
  /** An Excel workbook of one sheet of rows. */
  workbook: typeof renderWorkbook;
}

declare module '../../services.js' {
  interface ServiceRegistry {
    documents: DocumentsService;
  }
}

/** PDF, Excel and barcodes for every area's documents; one Typst compiler for the whole process. */
export const documentsArea = defineArea({
  name: 'documents',
  services: {
    documents: () => ({ pdf: (job) => pdfRenderer.render(job), workbook: renderWorkbook }),
  },
});
