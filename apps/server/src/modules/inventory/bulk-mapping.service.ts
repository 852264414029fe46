import {
  type BulkMappingCheck,
  type BulkMappingRowInput,
  type BulkMappingSaved,
  bulkMappingMaxRows,
  type CheckedBulkMappingRow,
  type SaveBulkMapping,
} from '@lims/contract';
import { bulkMappingStatuses, type CheckedBulkRow, checkBulkMappingRows, isDomainError } from '@lims/domain';
import ExcelJS from 'exceljs';
import { isUniqueViolation } from '../../db/errors.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import { inspectUpload } from '../../platform/files/upload-inspection.js';
import type { ServiceDeps } from '../../services.js';
import { bulkMappingCatalogueOf } from './bulk-mapping.queries.js';
import { type LabsForGate, requireInventory } from './inventory-gate.js';
import { insertMappings } from './inventory-mappings.queries.js';
import { mappingEntityType, targetColumns } from './inventory-mappings.service.js';

/** The template's columns, in its order (spec 002 §5 bulk mapping); instrumentName may be left out of a file. */
export const bulkMappingHeadings = ['testName', 'inventoryName', 'brandName', 'quantity', 'instrumentName'] as const;
type Heading = (typeof bulkMappingHeadings)[number];
const requiredHeadings: readonly Heading[] = ['testName', 'inventoryName', 'brandName', 'quantity'];

/** What the contract lets a row's text be: longer text cannot name anything the lab has. */
const textMax = 200;

const unreadable = () => badRequest('inventoryBulkUnreadable', 'file');

/** A cell as text: rich text, a hyperlink's text or a formula's result read as what Excel shows. */
const textOf = (cell: ExcelJS.Cell): string => (cell.value === null ? '' : cell.text.trim().slice(0, textMax));

/** A quantity as typed: a number stays a number (a formula's numeric result too); anything else its text, empty as null. */
function quantityOf(cell: ExcelJS.Cell): BulkMappingRowInput['quantity'] {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  const text = textOf(cell).slice(0, 50);
  return text === '' ? null : text;
}

/**
 * The rows of the workbook's first sheet under its heading row, headings matched whatever their
 * case and order; blank rows are skipped, each row keeps its line in the file.
 */
async function rowsOfWorkbook(file: Buffer): Promise<Array<BulkMappingRowInput & { line: number }>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(new Uint8Array(file).buffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const columns = new Map<Heading, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const heading = bulkMappingHeadings.find((name) => name.toLowerCase() === textOf(cell).toLowerCase());
    if (heading && !columns.has(heading)) columns.set(heading, column);
  });
  if (requiredHeadings.some((heading) => !columns.has(heading))) throw unreadable();
  const cellOf = (row: ExcelJS.Row, heading: Heading) => {
    const column = columns.get(heading);
    return column === undefined ? undefined : row.getCell(column);
  };
  const text = (row: ExcelJS.Row, heading: Heading) => {
    const cell = cellOf(row, heading);
    return cell ? textOf(cell) : '';
  };
  const rows: Array<BulkMappingRowInput & { line: number }> = [];
  for (let line = 2; line <= sheet.rowCount; line += 1) {
    const row = sheet.getRow(line);
    const quantityCell = cellOf(row, 'quantity');
    const read = {
      line,
      testName: text(row, 'testName'),
      inventoryName: text(row, 'inventoryName'),
      brandName: text(row, 'brandName'),
      quantity: quantityCell ? quantityOf(quantityCell) : null,
      instrumentName: text(row, 'instrumentName') || null,
    };
    const blank =
      read.testName === '' &&
      read.inventoryName === '' &&
      read.brandName === '' &&
      read.quantity === null &&
      read.instrumentName === null;
    if (blank) continue;
    if (rows.length === bulkMappingMaxRows)
      throw badRequest('inventoryBulkTooManyRows', 'file', { max: bulkMappingMaxRows });
    rows.push(read);
  }
  if (rows.length === 0) throw badRequest('inventoryBulkEmpty', 'file');
  return rows;
}

/** The upload's bytes, after its name and content are checked as an .xlsx within the kind's size. */
async function bytesOf(upload: Upload): Promise<Buffer> {
  try {
    const inspected = await inspectUpload('inventoryBulkMapping', upload.fileName, upload.stream);
    const chunks: Buffer[] = [];
    for await (const chunk of inspected.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    // Too large keeps its own answer (413); any other refusal is a file this page cannot read.
    if (isDomainError(error) && error.messageKey === 'fileTooLarge') throw error;
    throw unreadable();
  }
}

const answerRows = (
  lines: readonly number[],
  checked: readonly CheckedBulkRow[],
  inputs: readonly BulkMappingRowInput[],
): BulkMappingCheck => {
  const rows = checked.map(
    (result, index): CheckedBulkMappingRow => ({
      line: lines[index] ?? index + 2,
      row: inputs[index] as BulkMappingRowInput,
      status: result.status,
      problems: result.problems,
    }),
  );
  const countOf = (status: number) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    counts: {
      valid: countOf(bulkMappingStatuses.valid),
      invalid: countOf(bulkMappingStatuses.invalid),
      duplicate: countOf(bulkMappingStatuses.duplicate),
    },
  };
};

export interface BulkMappingsDeps extends Pick<ServiceDeps, 'db'> {
  labs: LabsForGate;
}

/**
 * Bulk mapping (issue 15; spec 002 §5 'Bulk mapping row valid only if …', §9
 * bulk-mapping-stock-test, 'Bulk mapping status 0, 1, 2'): an Excel file of test mappings is
 * checked row by row and shown before anything is saved; saving checks the rows again and maps
 * the valid ones, all or none.
 */
export function createBulkMappingsService({ db, labs }: BulkMappingsDeps) {
  const check = async (labId: number, rows: ReadonlyArray<BulkMappingRowInput & { line: number }>) => {
    const catalogue = await bulkMappingCatalogueOf(db, labId);
    const inputs = rows.map(({ line: _line, ...row }) => row);
    const checked = checkBulkMappingRows(inputs, catalogue);
    return {
      checked,
      answer: answerRows(
        rows.map((row) => row.line),
        checked,
        inputs,
      ),
    };
  };

  return {
    /** GET /inventory/mappings/bulk/template: an empty workbook with the five headings. */
    async template({ actor }: { actor: LabActor }): Promise<Buffer> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'LIMS';
      const sheet = workbook.addWorksheet('Mappings', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = bulkMappingHeadings.map((heading) => ({ header: heading, width: 28 }));
      sheet.getRow(1).font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    /** POST /inventory/mappings/bulk/check: every row of the file with its status and problems; nothing saved. */
    async check({ actor, upload }: { actor: LabActor; upload: Upload }): Promise<BulkMappingCheck> {
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'inventory.configure');
        await requireInventory(labs, actor.labId);
      });
      const rows = await rowsOfWorkbook(await bytesOf(upload));
      return (await check(actor.labId, rows)).answer;
    },

    /**
     * POST /inventory/mappings/bulk: the rows sent, checked again against the lab as it is now;
     * the valid ones are mapped in one transaction (any failure saves none) and audited once.
     */
    async save({ actor, input }: { actor: LabActor; input: SaveBulkMapping }): Promise<BulkMappingSaved> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          const { checked, answer } = await check(actor.labId, input.rows);
          const mappings = checked.flatMap((row) =>
            row.status === bulkMappingStatuses.valid && row.mapping ? [row.mapping] : [],
          );
          if (mappings.length === 0) throw badRequest('inventoryBulkNothingValid');
          const saved = await insertMappings(
            tx,
            actor.labId,
            mappings.map((mapping) => ({
              ...targetColumns('test', mapping.testId, mapping.instrumentId),
              inventoryId: mapping.inventoryId,
              brandId: mapping.brandId,
              quantity: mapping.quantity,
              consumptionOrder: 0,
              createdBy: labUserIdOf(actor),
            })),
          );
          await audit(tx, actor, {
            action: `${mappingEntityType}.bulk`,
            entityType: mappingEntityType,
            // One entry for the upload: it is filed under the first mapping and names every one.
            entityId: saved[0]?.id ?? 0,
            after: { count: saved.length, ids: saved.map((row) => row.id) },
          });
          return { ...answer, saved: saved.length };
        })
        .catch((error: unknown) => {
          // Someone mapped one of the rows meanwhile: nothing is saved, and checking again shows it.
          throw isUniqueViolation(error) ? conflict('inventoryMappingExists') : error;
        });
    },
  };
}

export type BulkMappingsService = ReturnType<typeof createBulkMappingsService>;
