import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { PageBreak, ReportDocumentOptions } from '@lims/contract';
import {
  can,
  completeParameter,
  emptyValue,
  fallbackLanguage,
  fileIdOfValue,
  formatPhpDate,
  isLanguageCode,
  type LanguageCode,
  numericValue,
  type PrintSettings,
  printSettingsOf,
  type ReportFormatParameter,
  type ReportValue,
  rangeFor,
  rangeLabel,
  type Sex,
  secondaryRangeLabel,
  secondaryValueOf,
  sexForRanges,
} from '@lims/domain';
import { type LabActor, systemActor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, documentAgeSex, qrCodeSvg, textReader } from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { type FileReportDocument, withFileReports } from './file-report-pages.js';
import {
  type DocumentReportRow,
  documentFormats,
  documentLatestAmendments,
  documentReportRows,
  documentSignatures,
  markFirstViewed,
} from './report-document.queries.js';
import { isLive } from './report-records.queries.js';

const template = readFileSync(new URL('./report.typ', import.meta.url), 'utf8');

/** The heights the letterhead's banners take, printed or left blank for pre-printed stationery (mm). */
const letterheadHeights = { header: 26, footer: 14 } as const;

interface ReportDocumentDeps extends Pick<ServiceDeps, 'db' | 'now' | 'config'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo' | 'documentLetterhead'>;
  centre: Pick<ServiceRegistry['centre'], 'details'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
  files: Pick<ServiceRegistry['files'], 'open'>;
}

/** What a file report's upload may be to stand as the report's pages; a GIF keeps the report of values. */
const pageMediaTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** A report may go out on paper once a doctor signed it (or approved it in their login) and it still stands. */
const isPrintable = (report: DocumentReportRow['report']) => isLive(report) && (report.isSigned || report.isApproved);

/** One parameter's line of the results table, as the template lays it out. */
type ResultRow =
  | { kind: 'heading'; name: string }
  | { kind: 'text'; name: string; method: string | null; value: string }
  | {
      kind: 'value';
      name: string;
      method: string | null;
      value: string;
      unit: string | null;
      range: string;
      /** 'H' or 'L' in the document's language; null in range or when the direction is unknown. */
      flag: string | null;
      abnormal: boolean;
      critical: boolean;
      secondary: { value: string; unit: string; range: string } | null;
    };

/** Items by key, keys in the order they first came (Map.groupBy is Node 21's). */
function groupBy<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '' || value.trim() === emptyValue;

/**
 * The report PDF (the 'The report PDF'; spec 001 §2 'Report viewer modal', §5 'The report
 * footer shows only for reports with a signing doctor: the primary signing doctor, otherwise the
 * secondary'): one Typst template for a single report and for Print All's many, in sections by
 * bill. Every report's data is gathered in four statements whatever their number.
 */
export function createReportDocumentService({
  db,
  now,
  config,
  labs,
  labProfile,
  centre,
  translations,
  documents,
  files,
}: ReportDocumentDeps) {
  /** A file report's document when it can stand as pages (PDF, PNG, JPEG); null for a report of values. */
  const fileReportOf = async (actor: LabActor, row: DocumentReportRow): Promise<FileReportDocument | null> => {
    if (row.report.fileReportFileId === null) return null;
    const opened = await files.open({ actor, id: row.report.fileReportFileId });
    if (!pageMediaTypes.has(opened.file.mediaType)) return null;
    return { mediaType: opened.file.mediaType, bytes: await buffer(await opened.read()) };
  };

  /** The rows of `ids` in that order; 404 when one is not the lab's. */
  const rowsInOrder = async (labId: number, ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    const rows = await documentReportRows(db, labId, unique);
    const byId = new Map(rows.map((row) => [row.report.id, row]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw notFound();
      return row;
    });
  };

  const render = async ({
    actor,
    rows,
    pageBreak,
    options,
    preliminary,
    onProgress,
  }: {
    /** Whose lab and images: the caller, or the system for a job. */
    actor: LabActor;
    rows: DocumentReportRow[];
    pageBreak: PageBreak;
    options: ReportDocumentOptions;
    /** Unsigned reports print with the preliminary band (result staff's preview). */
    preliminary: boolean;
    onProgress?: (done: number, total: number) => void;
  }): Promise<Buffer> => {
    const { labId } = actor;
    const reportIds = rows.map((row) => row.report.id);
    const formatIds = [
      ...new Set(rows.flatMap((row) => (row.report.reportFormatId ? [row.report.reportFormatId] : []))),
    ];
    const firstBill = rows[0]?.bill.language;
    const language: LanguageCode =
      options.language ?? (firstBill && isLanguageCode(firstBill) ? firstBill : fallbackLanguage);
    const [formats, signatures, amendments, lab, details, logo, letterheadImages, locales] = await Promise.all([
      documentFormats(db, labId, formatIds),
      documentSignatures(db, labId, reportIds),
      documentLatestAmendments(db, labId, reportIds),
      labs.getLab(labId),
      centre.details({ actor }),
      labProfile.documentLogo({ actor }),
      labProfile.documentLetterhead({ actor }),
      translations.locales(labId),
    ]);
    const text = textReader(locales.locales[language]);
    const print: PrintSettings = printSettingsOf(lab.settings.print as Record<string, unknown> | undefined);
    const letterheadPrinted = options.letterhead ?? print.withLetterhead;
    const dateOf = (at: Date | null) => (at === null ? null : formatPhpDate(at, print.dateFormat, lab.timeZone));
    const parametersOf = new Map(formats.map((format) => [format.id, format.parameters.map(completeParameter)]));
    const signaturesOf = groupBy(signatures, (signature) => signature.reportId);
    const amendmentOf = new Map(amendments.map((amendment) => [amendment.reportId, amendment]));
    const files: Record<string, Uint8Array> = {};
    if (logo) files[logo.name] = logo.bytes;
    for (const image of [letterheadImages.header, letterheadImages.footer]) if (image) files[image.name] = image.bytes;

    const resultRows = (parameters: ReportFormatParameter[], values: ReportValue[], sex: Sex) => {
      const storedOf = new Map(values.map((value) => [value.index, value]));
      const rows: ResultRow[] = [];
      const interpretations: { title: string; text: string }[] = [];
      const ordered = [...parameters].sort((left, right) => left.order - right.order || left.index - right.index);
      for (const parameter of ordered) {
        const stored = storedOf.get(parameter.index);
        const value = stored?.value;
        const method = parameter.method?.trim() || null;
        if (parameter.styleFlag) {
          rows.push({ kind: 'heading', name: parameter.name });
          continue;
        }
        if (parameter.isInterpretation) {
          const written = blank(value) ? parameter.defaultDescription?.trim() : value?.trim();
          if (written) interpretations.push({ title: parameter.name, text: written });
          continue;
        }
        // An optional parameter left empty is not printed at all (the format's optionalField).
        if (parameter.optionalField && blank(value)) continue;
        if (fileIdOfValue(value) !== undefined) {
          rows.push({ kind: 'text', name: parameter.name, method, value: text('documents.report.fileValue') });
          continue;
        }
        if (parameter.descriptionFlag) {
          rows.push({ kind: 'text', name: parameter.name, method, value: blank(value) ? emptyValue : (value ?? '') });
          continue;
        }
        const shown = blank(value) ? emptyValue : (value ?? emptyValue);
        const level = stored?.isCritical ?? 0;
        const abnormal = (stored?.highlight ?? false) || level > 0;
        const number = numericValue(shown);
        const range = rangeFor(parameter, sex);
        const direction =
          !abnormal || number === null
            ? null
            : (range.upper !== null && number > range.upper) ||
                (range.criticalUpper !== null && number > range.criticalUpper)
              ? 'high'
              : (range.lower !== null && number < range.lower) ||
                  (range.criticalLower !== null && number < range.criticalLower)
                ? 'low'
                : null;
        const secondaryUnit = parameter.secondaryUnit?.trim();
        rows.push({
          kind: 'value',
          name: parameter.name,
          method,
          value: shown,
          unit: parameter.unit?.trim() || null,
          range: rangeLabel(parameter, sex),
          flag:
            direction === null ? null : text(direction === 'high' ? 'documents.report.high' : 'documents.report.low'),
          abnormal,
          critical: level === 2,
          secondary:
            options.secondaryUnits && secondaryUnit && parameter.secondaryFactor
              ? {
                  value: secondaryValueOf(shown, parameter.secondaryFactor),
                  unit: secondaryUnit,
                  range: secondaryRangeLabel(parameter, sex),
                }
              : null,
        });
      }
      return { rows, interpretations };
    };

    // Sections by bill in the order their first report came; inside one, reports grouped by
    // department in the order each department first came, the given order kept within it.
    const bills = groupBy(rows, (row) => row.report.billId);
    let done = 0;
    const sections = [...bills.values()].map((billRows) => {
      const departmentOrder = [...new Set(billRows.map((row) => row.report.departmentId))];
      const ordered = departmentOrder.flatMap((departmentId) =>
        billRows.filter((row) => row.report.departmentId === departmentId),
      );
      const [first] = ordered as [DocumentReportRow, ...DocumentReportRow[]];
      const { patient, bill } = first;
      return {
        preliminary: preliminary && ordered.some((row) => !isPrintable(row.report)),
        patient: {
          name: [patient.designation, patient.fullName].filter(Boolean).join(' '),
          ageSex: documentAgeSex(text, patient) ?? '-',
          labPatientId: patient.labPatientId,
          referenceId: patient.referenceId?.trim() || null,
          referral: first.referralName,
          organisation: first.organisationName,
          labBillId: bill.labBillId,
          billedAt: dateOf(bill.createdAt),
        },
        reports: ordered.map((row, position) => {
          const { report } = row;
          const sex = sexForRanges(patient.gender);
          const { rows: results, interpretations } = resultRows(
            (report.reportFormatId && parametersOf.get(report.reportFormatId)) || [],
            report.values,
            sex,
          );
          const signed = signaturesOf.get(report.id) ?? [];
          // spec 001 §5: the footer names the primary signing doctor, otherwise the secondary.
          const primary = signed.find((signature) => signature.position === 1) ?? signed.find((s) => s.position === 2);
          const amendment = report.amendments > 0 ? amendmentOf.get(report.id) : undefined;
          const lastSigned = signed.reduce<Date | null>(
            (latest, signature) => (latest === null || signature.signedAt > latest ? signature.signedAt : latest),
            null,
          );
          const departmentChanged = position > 0 && ordered[position - 1]?.report.departmentId !== report.departmentId;
          onProgress?.(++done, rows.length);
          return {
            department: row.departmentName,
            departmentHeading: position === 0 || departmentChanged || pageBreak === 1,
            departmentChanged,
            test: { name: row.test.name, code: row.test.code },
            sample: {
              id: row.sample?.autoSampleId ?? row.sample?.manualSampleId ?? null,
              type: row.sampleTypeName,
              collectedAt: dateOf(row.sample?.collectedAt ?? null),
              receivedAt: dateOf(row.sample?.accessionedAt ?? row.sample?.receivedAt ?? null),
            },
            reportedAt: dateOf(lastSigned ?? report.enteredAt),
            amended: amendment ? { date: dateOf(amendment.amendedAt), reason: amendment.reason } : null,
            rows: results,
            interpretations,
            comments: report.comments?.trim() || null,
            signature: {
              primary: primary ? { name: primary.doctorName, signedAt: dateOf(primary.signedAt) } : null,
              others: signed
                .filter((signature) => signature !== primary)
                .map((signature) => ({ name: signature.doctorName, signedAt: dateOf(signature.signedAt) })),
            },
            qr: report.verificationId,
          };
        }),
      };
    });

    // Each report's QR code links to its public verification page (decision 0041).
    const encoder = new TextEncoder();
    for (const section of sections) {
      for (const report of section.reports) {
        const svg = qrCodeSvg(`${config.publicUrl}/verify/${labId}.${report.qr}`);
        const name = `qr-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
        files[name] = encoder.encode(svg);
        report.qr = name;
      }
    }

    const place = [details.area, details.city, details.pincode].filter(Boolean).join(', ');
    const contact = [details.contact, details.email, details.website].filter(Boolean).join(' · ');
    return documents.pdf({
      template,
      language,
      files,
      data: {
        print: {
          font: print.fontFamily,
          fontSize: print.fontSize,
          margin: print.paperMargin,
          pageNumbers: print.pageNumbers,
        },
        letterhead: {
          print: letterheadPrinted,
          header: letterheadImages.header?.name ?? null,
          footer: letterheadImages.footer?.name ?? null,
          headerHeight: letterheadHeights.header,
          footerHeight: letterheadImages.footer ? letterheadHeights.footer : 0,
        },
        lab: {
          name: lab.name,
          logo: logo?.name ?? null,
          lines: [
            details.address,
            place,
            contact,
            details.registrationNumber
              ? text('documents.report.registration', { number: details.registrationNumber })
              : null,
          ].filter((line): line is string => Boolean(line?.trim())),
        },
        pageBreak,
        sections,
        texts: {
          patient: text('documents.report.patient'),
          ageSex: text('documents.report.ageSex'),
          patientId: text('documents.report.patientId'),
          referenceId: text('documents.report.referenceId'),
          referral: text('documents.report.referral'),
          organisation: text('documents.report.organisation'),
          billNumber: text('documents.report.billNumber'),
          billDate: text('documents.report.billDate'),
          sampleId: text('documents.report.sampleId'),
          sampleType: text('documents.report.sampleType'),
          collectedAt: text('documents.report.collectedAt'),
          receivedAt: text('documents.report.receivedAt'),
          reportedAt: text('documents.report.reportedAt'),
          parameter: text('documents.report.parameter'),
          result: text('documents.report.result'),
          unit: text('documents.report.unit'),
          referenceRange: text('documents.report.referenceRange'),
          flag: text('documents.report.flag'),
          critical: text('documents.report.critical'),
          method: text('documents.report.method'),
          comments: text('documents.report.comments'),
          signedBy: text('documents.report.signedBy'),
          signedOn: text('documents.report.signedOn'),
          alsoSignedBy: text('documents.report.alsoSignedBy'),
          preliminary: text('documents.report.preliminary'),
          amended: text('documents.report.amended'),
          amendedNote: text('documents.report.amendedNote'),
          scanToVerify: text('documents.report.scanToVerify'),
          pageOf: text('documents.pageOf'),
        },
      },
    });
  };

  return {
    /**
     * `GET /api/v1/reports/{id}/pdf` (spec 001 §1 'Report view, new tab: /viewReport with
     * labReportId'): a signed report for anyone who prints; an unsigned one only as result
     * staff's preview, under a 'Preliminary report — not signed' band. The first opening of a
     * signed report is kept (the print list's 'hide seen').
     */
    async pdf({
      actor,
      id,
      query,
    }: {
      actor: LabActor;
      id: number;
      query: ReportDocumentOptions;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'reports.print');
      const [row] = await rowsInOrder(actor.labId, [id]);
      if (!row) throw notFound();
      const printable = isPrintable(row.report);
      if (!printable && !can(actor, 'reports.view')) throw conflict('reportNotPrintable');
      const pdf = await withFileReports({
        rows: [row],
        fileReportOf: (each) => fileReportOf(actor, each),
        render: (rows) => render({ actor, rows, pageBreak: 0, options: query, preliminary: !printable }),
      });
      if (printable && row.report.firstViewedAt === null) await markFirstViewed(db, actor.labId, id, now());
      return { fileName: `report-${row.bill.labBillId}-${row.test.code}.pdf`, pdf };
    },

    /**
     * Many signed reports in one PDF (Print All's job): in the given order, in sections by bill,
     * each section's pages counted on their own. `pageBreak` 0 lets reports follow each other, 1
     * starts each on a new page, 3 starts a new page when the department changes (spec 001 §9).
     */
    async renderMany({
      labId,
      reportIds,
      pageBreak,
      options,
      onProgress,
    }: {
      labId: number;
      reportIds: readonly number[];
      pageBreak: PageBreak;
      options: ReportDocumentOptions;
      onProgress?: (done: number, total: number) => void;
    }): Promise<Buffer> {
      const rows = await rowsInOrder(labId, reportIds);
      if (rows.some((row) => !isPrintable(row.report))) throw conflict('reportNotPrintable');
      const actor = systemActor(labId);
      return withFileReports({
        rows,
        fileReportOf: (row) => fileReportOf(actor, row),
        render: (rendered) => render({ actor, rows: rendered, pageBreak, options, preliminary: false, onProgress }),
      });
    },
  };
}

export type ReportDocumentService = ReturnType<typeof createReportDocumentService>;
