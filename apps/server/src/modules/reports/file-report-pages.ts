import { PDFDocument } from '@cantoo/pdf-lib';

/** A file report's uploaded document: a PDF, or an image to be put on a page of its own. */
export interface FileReportDocument {
  mediaType: string;
  bytes: Buffer;
}

/** An A4 page in PDF points, the paper the report template prints on. */
const a4 = { width: 595.28, height: 841.89 };
const marginPoints = 36;

/** A page holding one image, scaled down (never up) to fit inside the margins, centred at the top. */
async function imagePage(target: PDFDocument, document: FileReportDocument) {
  const image =
    document.mediaType === 'image/png' ? await target.embedPng(document.bytes) : await target.embedJpg(document.bytes);
  const page = target.addPage([a4.width, a4.height]);
  const scale = Math.min(1, (a4.width - 2 * marginPoints) / image.width, (a4.height - 2 * marginPoints) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (a4.width - width) / 2, y: a4.height - marginPoints - height, width, height });
}

/**
 * One PDF of many reports in their order, where some are file reports (spec 001 §7
 * convertReportToFileOrNormal): each run of ordinary reports is rendered as usual, and each file
 * report contributes its uploaded document's pages, so that Print All, a share and the patient's
 * download carry the report that was signed rather than an empty table of values.
 */
export async function withFileReports<Row>({
  rows,
  fileReportOf,
  render,
}: {
  rows: readonly Row[];
  /** The row's uploaded document, or null for a report of values. */
  fileReportOf: (row: Row) => Promise<FileReportDocument | null>;
  render: (rows: Row[]) => Promise<Buffer>;
}): Promise<Buffer> {
  const parts: Array<{ rendered: Row[] } | { file: FileReportDocument }> = [];
  for (const row of rows) {
    const file = await fileReportOf(row);
    const last = parts.at(-1);
    if (file) parts.push({ file });
    else if (last && 'rendered' in last) last.rendered.push(row);
    else parts.push({ rendered: [row] });
  }
  const [only] = parts;
  if (parts.length === 1 && only && 'rendered' in only) return render(only.rendered);
  // One file report alone is its upload, byte for byte: nothing is re-encoded.
  if (parts.length === 1 && only && 'file' in only && only.file.mediaType === 'application/pdf') return only.file.bytes;
  const merged = await PDFDocument.create();
  for (const part of parts) {
    if ('file' in part && part.file.mediaType !== 'application/pdf') {
      await imagePage(merged, part.file);
      continue;
    }
    const source = await PDFDocument.load('file' in part ? part.file.bytes : await render(part.rendered));
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
