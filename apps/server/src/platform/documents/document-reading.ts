import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';

/** The direction marks pdftotext adds around right-to-left runs; they are not in the document. */
const directionMarks = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text of a PDF as a reader copying it would get it (poppler's pdftotext), on one line with
 * single spaces, for tests to find the texts they expect. pdftotext writes the two letters of
 * the Arabic lam-alef ligature in reverse order (الاسم comes out as االسم), so Arabic checks
 * pick texts without that ligature.
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(directionMarks, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The lines of a PDF as they are laid out on its pages, each with single spaces: what a row of a
 * table or a label beside its value reads as, for tests that check what stands on one line.
 */
export function pdfLines(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(directionMarks, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The base names of the fonts a PDF embeds (pdffonts), without the subset prefix. */
export function pdfFonts(pdf: Buffer): string[] {
  const lines = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').trim().split('\n').slice(2);
  return [...new Set(lines.map((line) => (line.split(/\s+/)[0] ?? '').replace(/^[A-Z]{6}\+/, '')))].sort();
}

/** The images a PDF draws (poppler's pdfimages -list, without their transparency masks): the page of each and its size in pixels. */
export function pdfImages(pdf: Buffer): Array<{ page: number; width: number; height: number }> {
  const rows = execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString('utf8').trim().split('\n').slice(2);
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter(([, , type]) => type === 'image')
    .map(([page, , , width, height]) => ({ page: Number(page), width: Number(width), height: Number(height) }));
}

/** An Excel workbook read back with exceljs, as a test checks its cells. */
export async function readWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  return workbook;
}
