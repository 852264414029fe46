import type { CriticalLevel, Sex } from '../catalogue/reference-range.js';
import { rangeLabel } from '../catalogue/reference-range.js';
import type { ReportFormatParameter } from '../catalogue/report-format-parameter.js';
import { fileIdOfValue } from './file-values.js';
import { checkValue, emptyValue, numericValue, type ReportValue, takesValue } from './result-entry.js';

/**
 * The patient overview (spec 000 §2 'Patient Overview modal', §4 'Patient overview') and the
 * cumulative report (issue 12 'every numeric parameter across visits in one table with dates as
 * columns and abnormal values marked'): a report's values read beside its format, each with the
 * patient's reference range and the level the result-entry range check gives it.
 */

/** One result as the overview shows it; `level` 0 normal, 1 abnormal, 2 critical (spec 001 §9). */
export interface OverviewResultLine {
  name: string;
  value: string;
  unit: string | null;
  referenceRange: string | null;
  level: CriticalLevel;
}

const blankToNull = (text: string | null): string | null => (text?.trim() ? text.trim() : null);

/** A value worth showing: something was entered, and it is no file (an image or PDF is opened from the report). */
const shownValue = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '' && value.trim() !== emptyValue && fileIdOfValue(value) === undefined;

/**
 * A report's entered values in the format's order, headings, empty rows and file values left
 * out; the level is the result-entry check (`checkValue`) against the patient's range now, so
 * a value reads the same here, on the entry screen and on the cumulative report.
 */
export function overviewResultsOf(
  parameters: readonly ReportFormatParameter[],
  values: readonly Pick<ReportValue, 'index' | 'value'>[],
  sex: Sex,
): OverviewResultLine[] {
  const byIndex = new Map(values.map((entry) => [entry.index, entry.value]));
  return [...parameters]
    .filter((parameter) => takesValue(parameter) && !parameter.fileInput)
    .sort((left, right) => left.order - right.order || left.index - right.index)
    .flatMap((parameter) => {
      const value = byIndex.get(parameter.index);
      if (!shownValue(value)) return [];
      return [
        {
          name: parameter.name,
          value: value.trim(),
          unit: blankToNull(parameter.unit),
          referenceRange: blankToNull(rangeLabel(parameter, sex)),
          level: checkValue(parameter, sex, value).isCritical,
        },
      ];
    });
}

/** One signed report as the cumulative report reads it. */
export interface CumulativeSource {
  billId: number;
  labBillId: string;
  /** The visit (the bill's time, ISO instant): the column's date. */
  reportedAt: string;
  department: string;
  testId: number;
  test: string;
  parameters: readonly ReportFormatParameter[];
  values: readonly Pick<ReportValue, 'index' | 'value'>[];
}

export interface CumulativeColumn {
  reportedAt: string;
  labBillId: string;
}

export interface CumulativeCell {
  value: string;
  level: CriticalLevel;
}

export interface CumulativeRow {
  department: string;
  test: string;
  parameter: string;
  unit: string | null;
  referenceRange: string | null;
  /** One per column, in the columns' order; null where the parameter was not measured that visit. */
  cells: (CumulativeCell | null)[];
}

export interface CumulativeTable {
  columns: CumulativeColumn[];
  rows: CumulativeRow[];
}

/** A unit compared as people write it: 'mg/dL' and 'mg/dl ' are one unit, 'mmol/L' another. */
const unitKey = (unit: string | null): string => (unit ?? '').trim().toLowerCase();
/** A parameter's name compared as people write it: case and spacing aside. */
export const parameterNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** One numeric value of a signed report, as the cumulative report and the trends read it. */
export interface NumericResult {
  parameter: ReportFormatParameter;
  /** The value as entered, trimmed ('12.50'). */
  value: string;
  number: number;
  level: CriticalLevel;
  /** The same parameter across visits: its test, its name and its unit (a changed unit cannot be compared). */
  matchKey: string;
}

/**
 * A source's numeric values in the format's order: headings, descriptions, files and values that
 * are not a number ('Negative', '< 0.5') left out; the level is the result-entry check against
 * the patient's range now.
 */
export function numericResultsOf(source: CumulativeSource, sex: Sex): NumericResult[] {
  const byIndex = new Map(source.values.map((entry) => [entry.index, entry.value]));
  return source.parameters.flatMap((parameter) => {
    if (!takesValue(parameter) || parameter.fileInput || parameter.descriptionFlag) return [];
    const value = byIndex.get(parameter.index);
    const number = numericValue(value);
    if (number === null || value === undefined) return [];
    return [
      {
        parameter,
        value: value.trim(),
        number,
        level: checkValue(parameter, sex, value).isCritical,
        matchKey: `${source.testId}\u0000${parameterNameKey(parameter.name)}\u0000${unitKey(parameter.unit)}`,
      },
    ];
  });
}

interface RowBuild {
  department: string;
  test: string;
  parameter: string;
  unit: string | null;
  referenceRange: string | null;
  /** Where the row sits in its test: the parameter's place in the newest format that has it. */
  order: number;
  cells: Map<number, CumulativeCell>;
  /** The newest column that gave the row its label, so an older format never renames it. */
  labelledAt: number;
}

/**
 * The cumulative table of a patient's signed reports: one column per visit (bill), oldest first;
 * one row per numeric parameter of a test, matched across visits by its name and unit (a
 * parameter whose unit changed is a new row, since its numbers cannot be compared), labelled
 * and ranged as the newest visit has it. A value that is not a number ('Negative', '< 0.5') is
 * no cell, and a row without a single number is left out. Rows go by department, then test,
 * then the parameter's place in the format. Two reports of one test on one bill: the later
 * source wins the cell.
 */
export function cumulativeTableOf(sources: readonly CumulativeSource[], sex: Sex): CumulativeTable {
  const columnOfBill = new Map<number, CumulativeColumn & { billId: number }>();
  for (const source of sources) {
    const column = columnOfBill.get(source.billId);
    if (!column) {
      columnOfBill.set(source.billId, {
        billId: source.billId,
        labBillId: source.labBillId,
        reportedAt: source.reportedAt,
      });
    } else if (source.reportedAt > column.reportedAt) {
      column.reportedAt = source.reportedAt;
    }
  }
  const columns = [...columnOfBill.values()].sort(
    (left, right) => left.reportedAt.localeCompare(right.reportedAt) || left.billId - right.billId,
  );
  const positionOfBill = new Map(columns.map((column, position) => [column.billId, position]));

  const rows = new Map<string, RowBuild>();
  for (const source of sources) {
    const position = positionOfBill.get(source.billId) ?? 0;
    for (const { parameter, value, level, matchKey: key } of numericResultsOf(source, sex)) {
      const cell: CumulativeCell = { value, level };
      const label = {
        department: source.department,
        test: source.test,
        parameter: parameter.name.trim(),
        unit: blankToNull(parameter.unit),
        referenceRange: blankToNull(rangeLabel(parameter, sex)),
        order: parameter.order,
        labelledAt: position,
      };
      const row = rows.get(key);
      if (!row) {
        rows.set(key, { ...label, cells: new Map([[position, cell]]) });
        continue;
      }
      row.cells.set(position, cell);
      if (position >= row.labelledAt) Object.assign(row, label);
    }
  }

  return {
    columns: columns.map(({ reportedAt, labBillId }) => ({ reportedAt, labBillId })),
    rows: [...rows.values()]
      .sort(
        (left, right) =>
          left.department.localeCompare(right.department) ||
          left.test.localeCompare(right.test) ||
          left.order - right.order ||
          left.parameter.localeCompare(right.parameter),
      )
      .map(({ department, test, parameter, unit, referenceRange, cells }) => ({
        department,
        test,
        parameter,
        unit,
        referenceRange,
        cells: columns.map((_, position) => cells.get(position) ?? null),
      })),
  };
}
