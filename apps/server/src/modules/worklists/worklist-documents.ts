import { readFileSync } from 'node:fs';
import type { WorklistRequest, WorklistTemplate } from '@lims/contract';
import {
  flagsOn,
  type LanguageCode,
  languageDirection,
  type ProgressStep,
  progressStepOf,
  type WorklistTemplateFlag,
  worksheetLetterOf,
} from '@lims/domain';
import type { z } from 'zod';
import type { SheetValue } from '../../platform/documents/excel.js';
import {
  documentAgeSex,
  documentDateTime,
  type PdfJob,
  type SheetColumn,
  type SheetDocument,
  type TextKey,
  type textReader,
} from '../../platform/documents/index.js';
import type { WorklistLine } from './worklist-lines.js';

const template = readFileSync(new URL('./worklist.typ', import.meta.url), 'utf8');

export interface WorklistDocumentInput {
  request: z.output<typeof WorklistRequest>;
  lines: readonly WorklistLine[];
  /** The chosen template; null when none was chosen or the list is compressed. */
  template: WorklistTemplate | null;
  lab: { name: string; timeZone: string };
  language: LanguageCode;
  text: ReturnType<typeof textReader>;
  madeAt: Date;
  /** The names of what the request chose by id, for the document's header. */
  names: { department?: string; doctor?: string; test?: string; device?: string; patient?: string };
  /** The department-wise list's departments, each printed even when it has no line. */
  departments?: ReadonlyArray<{ id: number; name: string }>;
}

type Kind = WorklistDocumentInput['request']['kind'];

/**
 * The document model worklist.typ lays out: every text translated and every date formatted
 * here, so the template only lays out, and every value travels as JSON, never as markup.
 */
type CellKind = 'text' | 'ltr' | 'write' | 'list';
/**
 * Typed text whose direction is not the page's (a Latin name on an Arabic page) travels marked
 * with its own; every other text is a plain string (see `marked`).
 */
type Printed = string | { text: string; dir: 'ltr' | 'rtl' };
type Cell = Printed | readonly Printed[] | null;
interface PrintedColumn {
  header: string;
  /** 'auto' fits the content; a number is its share of the width left. */
  width: 'auto' | number;
  /** text: typed, in its own direction; ltr: a number or code; write: left blank to write in; list: tests in 3 columns. */
  kind: CellKind;
}
interface BlockField {
  label: string | null;
  value: Printed;
  kind: 'text' | 'ltr';
}
interface Block {
  fields: BlockField[];
  /** Printed in 3 columns under the fields. */
  items: Printed[];
  parameters: Array<{ name: Printed; unit: Printed | null; value: Printed | null; heading: boolean }>;
}
interface GridCell {
  heading: Printed;
  lines: Printed[];
}
type Section =
  | { layout: 'table'; heading: string | null; columns: PrintedColumn[]; rows: Cell[][]; empty: string | null }
  | { layout: 'blocks'; heading: string | null; blocks: Block[]; parameterColumns: 1 | 2 }
  | { layout: 'grid'; heading: string | null; columns: number; cells: GridCell[] };
interface WorklistDocument {
  title: string;
  filters: Array<{ label: string; value: string }>;
  legend: string | null;
  count: string | null;
  labName: string;
  printedAt: string;
  landscape: boolean;
  fontSize: number;
  sections: Section[];
  empty: string | null;
  texts: { printedOn: string; pageOf: string };
}

/** A column of a work list: how it prints, and how the same data goes into an Excel cell. */
interface Column<Row> extends PrintedColumn {
  sheetWidth: number;
  print: (row: Row, index: number) => Cell;
  value: (row: Row, index: number) => SheetValue;
}

/** The lines of one sample (or of one bill's reports with no sample), in the order they came. */
interface SampleGroup {
  first: WorklistLine;
  lines: WorklistLine[];
}

const progressKeys: Record<ProgressStep, TextKey> = {
  registered: 'worklistDocuments.progress.registered',
  acknowledged: 'worklistDocuments.progress.acknowledged',
  reportEntry: 'worklistDocuments.progress.reportEntry',
  authenticated: 'worklistDocuments.progress.authenticated',
  submitted: 'worklistDocuments.progress.submitted',
};

const titleKeys: Record<Kind, TextKey> = {
  testWise: 'worklistDocuments.titles.testWise',
  departmentWise: 'worklistDocuments.titles.departmentWise',
  simple: 'worklistDocuments.titles.simple',
  processingSamples: 'worklistDocuments.titles.processingSamples',
  workList: 'worklistDocuments.titles.workList',
  workSheet: 'worklistDocuments.titles.workSheet',
  accession: 'worklistDocuments.titles.accession',
  patientWise: 'worklistDocuments.titles.patientWise',
  clinicalHistory: 'worklistDocuments.titles.clinicalHistory',
  sampleType: 'worklistDocuments.titles.sampleType',
  referralDoctor: 'worklistDocuments.titles.referralDoctor',
  signingDoctor: 'worklistDocuments.titles.signingDoctor',
};

/** spec 002 §9 'date range format DD/MM/YYYY', from the request's 'YYYY-MM-DD'. */
const rangeDay = (day: string) => day.split('-').reverse().join('/');

/**
 * A moment as the lab's wall clock, for Excel: a workbook's dates carry no zone, and Excel shows
 * a date's UTC fields, so these are the lab's.
 */
function labWallClock(moment: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** The pieces every layout is made of, in the document's language and the lab's time zone. */
function printing(input: WorklistDocumentInput) {
  const { text, lab } = input;
  const column = (key: string) => text(`worklistDocuments.columns.${key}` as TextKey);
  const dateTime = (moment: Date) => documentDateTime(moment, lab.timeZone);
  const day = (moment: Date) => dateTime(moment).slice(0, 10);
  const patientName = (line: WorklistLine) =>
    [line.patient.designation, line.patient.fullName].filter(Boolean).join(' ');
  const ageSex = (line: WorklistLine) => documentAgeSex(text, line.patient) ?? '-';
  const sampleId = (line: WorklistLine) =>
    line.sample ? (line.sample.manualSampleId ?? line.sample.autoSampleId) : null;
  /** spec 002 §4 'Samples show (A) accessed or (P) pending accession'. */
  const sampleMark = (line: WorklistLine) => {
    if (!line.sample) return text('worklistDocuments.noSample');
    return line.sample.accessionNo ? `${line.sample.accessionNo} (A)` : `${sampleId(line)} (P)`;
  };
  /** The accession number when there is one, else the sample id: what the bench reads off the tube. */
  const tubeId = (line: WorklistLine) => line.sample?.accessionNo ?? sampleId(line) ?? '-';
  /** spec 002 §4 worksheet letters, '(U)'; nothing for a sample not collected. */
  const letter = (line: WorklistLine) => {
    const found = worksheetLetterOf(line.flags);
    return found === '' ? '' : `(${found})`;
  };
  const withLetter = (value: string, line: WorklistLine) => [value, letter(line)].filter(Boolean).join(' ');
  const progress = (line: WorklistLine) => text(progressKeys[progressStepOf(line.flags)]);
  return {
    text,
    column,
    dateTime,
    day,
    patientName,
    ageSex,
    sampleId,
    sampleMark,
    tubeId,
    letter,
    withLetter,
    progress,
    wallClock: (moment: Date) => labWallClock(moment, lab.timeZone),
  };
}
type Printing = ReturnType<typeof printing>;

/** The columns a work list of reports is made of, one line a row. */
function lineColumns(p: Printing) {
  const of = (
    key: string,
    width: Column<WorklistLine>['width'],
    kind: CellKind,
    sheetWidth: number,
    print: Column<WorklistLine>['print'],
    value: Column<WorklistLine>['value'] = print as Column<WorklistLine>['value'],
  ): Column<WorklistLine> => ({ header: p.column(key), width, kind, sheetWidth, print, value });
  return {
    serialNo: of(
      'serialNo',
      'auto',
      'ltr',
      6,
      (_, index) => String(index + 1),
      (_, index) => index + 1,
    ),
    billDate: of(
      'billDate',
      'auto',
      'ltr',
      12,
      (line) => p.day(line.bill.billedAt),
      (line) => p.wallClock(line.bill.billedAt),
    ),
    labNo: of('labNo', 'auto', 'ltr', 12, (line) => line.bill.labBillId),
    sample: of(
      'sample',
      'auto',
      'ltr',
      20,
      (line) => [p.sampleId(line), line.sample?.accessionNo].filter(Boolean).join(' / ') || '-',
    ),
    tube: of('sample', 'auto', 'ltr', 16, (line) => p.tubeId(line)),
    patient: of('patient', 1.3, 'text', 28, (line) => p.patientName(line)),
    regNo: of('regNo', 'auto', 'ltr', 12, (line) => line.patient.labPatientId),
    ageSex: of('ageSex', 'auto', 'text', 14, (line) => p.ageSex(line)),
    referral: of('referral', 1.1, 'text', 24, (line) => line.bill.referralDoctorName),
    test: of('test', 1.4, 'text', 28, (line) => line.test.name),
    department: of('department', 1, 'text', 20, (line) => line.department.name),
    progress: of('status', 'auto', 'text', 14, (line) => p.progress(line)),
    letter: of('status', 'auto', 'ltr', 8, (line) => p.letter(line) || null),
    result: of(
      'result',
      1.4,
      'write',
      20,
      () => null,
      () => null,
    ),
  };
}

/**
 * The columns a template adds (spec 002 §3 'Work list template'), in the spec's order of its
 * flags. Registration records no ward and no second referral (decision 0047): those columns
 * print empty rather than something else under their heading.
 */
function templateColumns(p: Printing): Record<WorklistTemplateFlag, Column<WorklistLine>> {
  const of = (
    key: string,
    width: Column<WorklistLine>['width'],
    kind: CellKind,
    sheetWidth: number,
    print: Column<WorklistLine>['print'],
    value: Column<WorklistLine>['value'] = print as Column<WorklistLine>['value'],
  ): Column<WorklistLine> => ({ header: p.column(key), width, kind, sheetWidth, print, value });
  const nothing = () => null;
  // Shares of the width rather than fitted widths: a portrait page holds them only if none takes its full text's width.
  return {
    patientIdFlag: of('patientId', 1, 'ltr', 12, (line) => line.patient.labPatientId),
    patientTypeFlag: of('patientType', 0.8, 'ltr', 8, (line) => line.patient.patientType),
    billDateFlag: of(
      'billDate',
      1.2,
      'ltr',
      12,
      (line) => p.day(line.bill.billedAt),
      (line) => p.wallClock(line.bill.billedAt),
    ),
    wardNoFlag: of('wardNo', 0.8, 'text', 10, nothing),
    orgNameFlag: of('organisation', 1.2, 'text', 24, (line) => line.bill.organisationName),
    refNameFlag: of('referral', 1.2, 'text', 24, (line) => line.bill.referralDoctorName),
    otherRefNameFlag: of('otherReferral', 1, 'text', 16, nothing),
    // A wide empty column to write in by hand.
    blankCommentsFlag: of('comments', 2, 'write', 30, nothing),
    clinicalHistoryFlag: of('clinicalHistory', 1.4, 'text', 30, (line) => line.patient.clinicalHistory),
    billCommentsFlag: of('billComments', 1.3, 'text', 30, (line) => line.bill.comments),
    reportCommentsFlag: of('reportComments', 1.3, 'text', 30, (line) => line.comments),
    sourceFlag: of('source', 1, 'text', 20, (line) => line.bill.branchName),
    orderNumberFlag: of('orderNumber', 1, 'ltr', 14, (line) => line.bill.orderNumber),
  };
}

/** Groups in the order of their first line. */
function groupBy<Key>(lines: readonly WorklistLine[], keyOf: (line: WorklistLine) => Key): WorklistLine[][] {
  const groups = new Map<Key, WorklistLine[]>();
  for (const line of lines) {
    const key = keyOf(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

/** A report with no sample stands with its bill's other reports that have none. */
const sampleGroups = (lines: readonly WorklistLine[]): SampleGroup[] =>
  groupBy(lines, (line) => (line.sample ? `sample ${line.sample.id}` : `bill ${line.bill.id}`)).map((group) => ({
    first: group[0] as WorklistLine,
    lines: group,
  }));

const printedColumn = <Row>({ header, width, kind }: Column<Row>): PrintedColumn => ({ header, width, kind });
const tableSection = <Row>(
  heading: string | null,
  columns: ReadonlyArray<Column<Row>>,
  rows: readonly Row[],
  empty: string | null = null,
): Section => ({
  layout: 'table',
  heading,
  columns: columns.map(printedColumn),
  rows: rows.map((row, index) => columns.map((column) => column.print(row, index))),
  empty,
});

/** The kinds whose rows are one report each: their columns on paper and in Excel alike. */
function reportColumns(input: WorklistDocumentInput, p: Printing): Array<Column<WorklistLine>> {
  const c = lineColumns(p);
  switch (input.request.kind) {
    case 'testWise':
      return [c.serialNo, c.billDate, c.labNo, c.sample, c.patient, c.ageSex, c.referral, c.progress, c.result];
    case 'departmentWise':
      return [c.serialNo, c.billDate, c.labNo, c.sample, c.patient, c.ageSex, c.test, c.progress];
    case 'workList': {
      const added = templateColumns(p);
      // Age and sex may wrap on a portrait page full of the template's columns.
      return [
        c.serialNo,
        c.labNo,
        { ...c.patient, width: 1.4 },
        { ...c.ageSex, width: 1.1 },
        c.test,
        c.letter,
        ...(input.template ? flagsOn(input.template.flags).map((flag) => added[flag]) : []),
      ];
    }
    case 'referralDoctor':
    case 'signingDoctor':
      return [c.serialNo, c.billDate, c.labNo, c.patient, c.ageSex, c.test, c.department, c.progress];
    default:
      // The grouped kinds export one report a row with what identifies it.
      return [
        c.serialNo,
        c.billDate,
        c.labNo,
        c.sample,
        c.patient,
        c.regNo,
        c.ageSex,
        c.test,
        c.department,
        c.progress,
        c.letter,
      ];
  }
}

/** The sample-a-row kinds: simple, processing samples, accession, sample type. */
function sampleColumns(p: Printing) {
  const of = (
    key: string,
    width: Column<SampleGroup>['width'],
    kind: CellKind,
    print: Column<SampleGroup>['print'],
  ): Column<SampleGroup> => ({ header: p.column(key), width, kind, sheetWidth: 0, print, value: () => null });
  return {
    serialNo: of('serialNo', 'auto', 'ltr', (_, index) => String(index + 1)),
    sampleMark: of('sample', 'auto', 'ltr', (group) => p.sampleMark(group.first)),
    accessionNo: of('accessionNo', 'auto', 'ltr', (group) => group.first.sample?.accessionNo ?? '-'),
    sampleId: of('sampleId', 'auto', 'ltr', (group) => p.sampleId(group.first) ?? '-'),
    tube: of('sample', 'auto', 'ltr', (group) => p.tubeId(group.first)),
    sampleType: of('sampleType', 'auto', 'text', (group) => group.first.sample?.typeName ?? '-'),
    labNo: of('labNo', 'auto', 'ltr', (group) => group.first.bill.labBillId),
    patient: of('patient', 1.2, 'text', (group) => p.patientName(group.first)),
    ageSex: of('ageSex', 'auto', 'text', (group) => p.ageSex(group.first)),
    collectedAt: of('collectedAt', 'auto', 'ltr', (group) =>
      group.first.sample?.collectedAt ? p.dateTime(group.first.sample.collectedAt) : '-',
    ),
    tests: of('tests', 3, 'list', (group) => group.lines.map((line) => line.test.name)),
  };
}

/** Numerically where the numbers are digits ('9' before '10'); a sample with none last. */
const byAccession = (left: SampleGroup, right: SampleGroup) => {
  const [first, second] = [left.first.sample?.accessionNo, right.first.sample?.accessionNo];
  if (!first || !second) return (first ? 0 : 1) - (second ? 0 : 1);
  return first.localeCompare(second, 'en', { numeric: true });
};

function sections(input: WorklistDocumentInput, p: Printing): Section[] {
  const { request, lines, text } = input;
  const s = sampleColumns(p);
  const c = lineColumns(p);
  switch (request.kind) {
    case 'testWise':
    case 'workList':
    case 'referralDoctor':
    case 'signingDoctor':
      return lines.length === 0 ? [] : [tableSection(null, reportColumns(input, p), lines)];
    case 'departmentWise': {
      // Every department asked for is printed, one with no pending report with the spec's row.
      const departments =
        input.departments ?? groupBy(lines, (line) => line.department.id).map((group) => group[0]?.department);
      const listed = new Set(departments.map((department) => department?.id));
      const others = groupBy(
        lines.filter((line) => !listed.has(line.department.id)),
        (line) => line.department.id,
      ).map((group) => group[0]?.department);
      const columns = reportColumns(input, p);
      return [...departments, ...others].flatMap((department) =>
        department
          ? [
              tableSection(
                department.name,
                columns,
                lines.filter((line) => line.department.id === department.id),
                text('messages.worklistDataNotFound'),
              ),
            ]
          : [],
      );
    }
    case 'simple':
    case 'processingSamples':
      return lines.length === 0
        ? []
        : [tableSection(null, [s.serialNo, s.sampleMark, s.labNo, s.patient, s.ageSex, s.tests], sampleGroups(lines))];
    case 'accession':
      return lines.length === 0
        ? []
        : [
            tableSection(
              null,
              [s.serialNo, s.accessionNo, s.sampleId, s.sampleType, s.patient, s.ageSex, s.tests],
              sampleGroups(lines).sort(byAccession),
            ),
          ];
    case 'sampleType':
      return groupBy(lines, (line) => line.sample?.typeName ?? null).map((group) =>
        tableSection(
          group[0]?.sample?.typeName ?? text('worklistDocuments.noSampleType'),
          [s.serialNo, s.tube, s.labNo, s.patient, s.ageSex, s.collectedAt, s.tests],
          sampleGroups(group),
        ),
      );
    case 'clinicalHistory': {
      // One row per bill: the history is the patient's, the tests those of the visit.
      const of = (column: Column<WorklistLine>): Column<WorklistLine[]> => ({
        ...column,
        print: (group, index) => column.print(group[0] as WorklistLine, index),
        value: () => null,
      });
      const list = (
        key: string,
        width: number,
        print: (group: WorklistLine[]) => string | readonly string[],
      ): Column<WorklistLine[]> => ({
        header: p.column(key),
        width,
        kind: 'text',
        sheetWidth: 0,
        print,
        value: () => null,
      });
      const distinct = (values: string[]) => [...new Set(values)].join(', ');
      return lines.length === 0
        ? []
        : [
            tableSection(
              null,
              [
                of(c.serialNo),
                of(c.labNo),
                of(c.regNo),
                of(c.patient),
                of(c.ageSex),
                of(c.referral),
                list('department', 0.9, (group) => distinct(group.map((line) => line.department.name))),
                list('clinicalHistory', 1.4, (group) => group[0]?.patient.clinicalHistory ?? '-'),
                list('tests', 1.6, (group) => distinct(group.map((line) => line.test.name))),
              ],
              groupBy(lines, (line) => line.bill.id),
            ),
          ];
    }
    case 'patientWise':
      return lines.length === 0
        ? []
        : [
            {
              layout: 'blocks',
              heading: null,
              parameterColumns: 1,
              blocks: groupBy(lines, (line) => line.patient.id).map((group) => {
                const first = group[0] as WorklistLine;
                const distinct = (values: Array<string | null>) =>
                  [...new Set(values.filter((value): value is string => Boolean(value)))].join(', ') || '-';
                return {
                  fields: [
                    { label: null, value: p.patientName(first), kind: 'text' },
                    { label: p.column('regNo'), value: first.patient.labPatientId, kind: 'ltr' },
                    { label: p.column('ageSex'), value: p.ageSex(first), kind: 'text' },
                    {
                      label: p.column('labNo'),
                      value: distinct(group.map((line) => line.bill.labBillId)),
                      kind: 'ltr',
                    },
                    {
                      label: p.column('referral'),
                      value: distinct(group.map((line) => line.bill.referralDoctorName)),
                      kind: 'text',
                    },
                  ],
                  items: group.map((line) => p.withLetter(line.test.name, line)),
                  parameters: [],
                };
              }),
            },
          ];
    case 'workSheet': {
      if (request.deviceId) {
        // spec 002 §9 'device worksheet 4 columns, or 6 when compressed'.
        return lines.length === 0
          ? []
          : [
              {
                layout: 'grid',
                heading: null,
                columns: request.compressed ? 6 : 4,
                cells: lines.map((line) => ({
                  heading: p.withLetter(p.tubeId(line), line),
                  lines: [p.patientName(line), p.ageSex(line), line.test.name],
                })),
              },
            ];
      }
      // The section worksheet: each department's reports, each with its format's rows to fill in.
      return groupBy(lines, (line) => line.department.id).map((group) => ({
        layout: 'blocks',
        heading: (group[0] as WorklistLine).department.name,
        // Compressed: the same rows two to a line, in a smaller type.
        parameterColumns: request.compressed ? 2 : 1,
        blocks: group.map((line) => ({
          fields: [
            { label: null, value: p.tubeId(line), kind: 'ltr' },
            { label: null, value: p.patientName(line), kind: 'text' },
            { label: null, value: p.ageSex(line), kind: 'text' },
            { label: null, value: line.test.name, kind: 'text' },
            ...(p.letter(line) ? [{ label: null, value: p.letter(line), kind: 'ltr' as const }] : []),
          ],
          items: [],
          parameters: line.parameters,
        })),
      }));
    }
  }
}

function filters(input: WorklistDocumentInput): WorklistDocument['filters'] {
  const { request, names, text } = input;
  const label = (key: string) => text(`worklistDocuments.filters.${key}` as TextKey);
  const from = 'from' in request ? request.from : null;
  const to = 'to' in request ? request.to : null;
  const range =
    from || to
      ? [
          {
            label: label('dates'),
            value:
              from && to && from !== to
                ? text('worklistDocuments.filters.dateRange', { from: rangeDay(from), to: rangeDay(to) })
                : rangeDay((from ?? to) as string),
          },
        ]
      : [];
  // The doctor's name is in the title of the doctors' lists.
  const doctorInTitle = request.kind === 'referralDoctor' || request.kind === 'signingDoctor';
  const named = (['department', 'test', 'device', 'patient', 'doctor'] as const).flatMap((key) =>
    names[key] && !(key === 'doctor' && doctorInTitle) ? [{ label: label(key), value: names[key] as string }] : [],
  );
  // Only the Work List lays its columns out by the template.
  const templateName =
    input.template && request.kind === 'workList' ? [{ label: label('template'), value: input.template.name }] : [];
  const order = request.kind === 'accession' ? [{ label: label('order'), value: label('accessionOrder') }] : [];
  return [...range, ...named, ...templateName, ...order];
}

function titleOf(input: WorklistDocumentInput): string {
  const { request, text, names } = input;
  if (request.kind === 'workSheet' && request.deviceId) return text('worklistDocuments.titles.deviceWorkSheet');
  const title = text(titleKeys[request.kind]);
  if ((request.kind === 'referralDoctor' || request.kind === 'signingDoctor') && names.doctor) {
    return text('worklistDocuments.titleOf', { title, name: names.doctor });
  }
  return title;
}

const rightToLeftStart =
  /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The typed texts of the sections, each marked with its direction where it is not the page's
 * (as lims.typ's `typed-block` would find it): the template then prints most cells as they
 * come, with no test of its own, which keeps a list of 2,000 lines inside its time.
 */
function marked(sections: Section[], language: LanguageCode): Section[] {
  const page = languageDirection(language);
  const mark = (value: Printed): Printed => {
    if (typeof value !== 'string') return value;
    const own = rightToLeftStart.test(value) ? 'rtl' : 'ltr';
    return own === page ? value : { text: value, dir: own };
  };
  const markOrNull = (value: Printed | null) => (value === null ? null : mark(value));
  // Numbers and codes read left to right on a right-to-left page too.
  const code = (value: Printed): Printed =>
    page === 'rtl' && typeof value === 'string' ? { text: value, dir: 'ltr' } : value;
  return sections.map((section): Section => {
    switch (section.layout) {
      case 'table': {
        const kinds = section.columns.map((column) => column.kind);
        return {
          ...section,
          rows: section.rows.map((row) =>
            row.map((cell, index) => {
              if (cell === null || kinds[index] === 'write') return cell;
              if (kinds[index] === 'ltr') return code(cell as Printed);
              return Array.isArray(cell) ? cell.map(mark) : mark(cell as Printed);
            }),
          ),
        };
      }
      case 'blocks':
        return {
          ...section,
          blocks: section.blocks.map((block) => ({
            fields: block.fields.map((field) => ({
              ...field,
              value: field.kind === 'text' ? mark(field.value) : code(field.value),
            })),
            items: block.items.map(mark),
            parameters: block.parameters.map((parameter) => ({
              name: mark(parameter.name),
              unit: markOrNull(parameter.unit),
              value: markOrNull(parameter.value),
              heading: parameter.heading,
            })),
          })),
        };
      default:
        return {
          ...section,
          cells: section.cells.map((cell) => ({ heading: code(cell.heading), lines: cell.lines.map(mark) })),
        };
    }
  });
}

const sampleKinds: ReadonlySet<Kind> = new Set(['simple', 'processingSamples']);
const letterKinds: ReadonlySet<Kind> = new Set(['workList', 'workSheet', 'patientWise']);

/** A work list as a PDF: the document model of its kind, laid out by worklist.typ. */
export function worklistPdfJob(input: WorklistDocumentInput): PdfJob {
  const { request, lines, text } = input;
  const p = printing(input);
  const compressed = (request.kind === 'workList' || request.kind === 'workSheet') && request.compressed;
  const portrait = request.kind === 'workList';
  const addedColumns = request.kind === 'workList' && input.template ? flagsOn(input.template.flags).length : 0;
  const printed = marked(sections(input, p), input.language);
  // A department with no report has its own row ('Data Not Found'); a list with nothing at all says so.
  const empty =
    printed.length > 0
      ? null
      : text(
          request.kind === 'processingSamples' ? 'messages.worklistNoSampleAccessed' : 'messages.worklistNoDataShort',
        );
  const document: WorklistDocument = {
    title: titleOf(input),
    filters: filters(input),
    legend: sampleKinds.has(request.kind)
      ? text('worklistDocuments.legends.samples')
      : letterKinds.has(request.kind)
        ? text('worklistDocuments.legends.reports')
        : null,
    count: lines.length > 0 ? text('worklistDocuments.total', { count: lines.length }) : null,
    labName: input.lab.name,
    printedAt: p.dateTime(input.madeAt),
    // spec 002 §9 'A4, landscape for work lists (font 8), portrait for demo lists'.
    landscape: !portrait,
    // A portrait list with many of its template's columns, or a compressed one, gets a smaller type so that its columns fit.
    fontSize: addedColumns > 8 ? 6.5 : compressed || addedColumns > 4 ? 7 : 8,
    sections: printed,
    empty,
    texts: { printedOn: text('documents.printedOn'), pageOf: text('documents.pageOf') },
  };
  return { template, language: input.language, data: document };
}

/**
 * A work list as an Excel workbook (a template whose type is Excel): one report a row, the
 * PDF's columns, values typed: numbers as numbers, dates as the lab's wall clock.
 */
export function worklistWorkbook(input: WorklistDocumentInput): SheetDocument<WorklistLine> {
  const p = printing(input);
  const title = titleOf(input);
  const indexOf = new Map(input.lines.map((line, index) => [line, index]));
  const columns: Array<SheetColumn<WorklistLine>> = reportColumns(input, p).map((column) => ({
    header: column.header,
    width: column.sheetWidth,
    value: (line) => column.value(line, indexOf.get(line) ?? 0),
  }));
  return {
    sheetName: title,
    language: input.language,
    columns,
    rows: input.lines,
    printHeader: {
      start: `${input.lab.name} · ${title}`,
      end: input.text('documents.printedOn', { date: p.dateTime(input.madeAt) }),
    },
    pageOf: input.text('documents.pageOf'),
    created: input.madeAt,
  };
}
