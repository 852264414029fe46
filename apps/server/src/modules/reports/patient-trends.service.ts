import { readFileSync } from 'node:fs';
import type { PatientTrends, PatientTrendsQuery, TrendSeries, TrendsSettings } from '@lims/contract';
import {
  defaultTrendsSettings,
  fallbackLanguage,
  formatRangeNumber,
  isLanguageCode,
  type LanguageCode,
  sexForRanges,
  type TrendSource,
  type TrendsFlag,
  trendAxisOf,
  trendSeriesOf,
  trendsSettingsOf,
} from '@lims/domain';
import type { z } from 'zod';
import { type LabActor, systemActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, documentAgeSex, documentDateTime, textReader } from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { signedReportsOfPatient } from './patient-overview.queries.js';
import { patientOfBill, patientOfReport } from './patient-trends.queries.js';

const template = readFileSync(new URL('./trends.typ', import.meta.url), 'utf8');

interface PatientTrendsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  patients: Pick<ServiceRegistry['patients'], 'get' | 'principal'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab' | 'updateSettings'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

type PatientRow = NonNullable<Awaited<ReturnType<ServiceRegistry['patients']['principal']>>>;

type TrendsQuery = z.output<typeof PatientTrendsQuery>;
/** Whose trends a request opens: one of a report, a bill or a patient (the contract refuses none or two). */
type TrendsSubject = Pick<TrendsQuery, 'labReportId' | 'labBillId' | 'labPatientId'>;

/** The marks a value carries in the PDF's table, where colour may not survive a copier: spec 001 §9 levels 1 and 2. */
const levelMarks = ['', '*', '**'] as const;

/** Where a chart names its dates: about this many fit under a compact chart, twice as many under a full one. */
const datesPerChart = { 0: 5, 1: 10 } as const;

/** The band's label as the report prints a range (spec 001 §5 'lower - upper', '< upper', '> lower'). */
function bandLabel(low: number | null, high: number | null): string | null {
  if (low !== null && high !== null) return `${formatRangeNumber(low)} - ${formatRangeNumber(high)}`;
  if (high !== null) return `< ${formatRangeNumber(high)}`;
  if (low !== null) return `> ${formatRangeNumber(low)}`;
  return null;
}

/**
 * Patient Trends (spec 001 §2 'Patient Trends'; §7 'v4/fetch-data-for-trends/'; §9 'Trends frame
 * flag: 1 full, 0 compact'): a patient's numeric results of signed reports as series over time,
 * opened by a report, a bill or the patient, as data for the frame and as the 'Patient Trends
 * Report' PDF; and the frame's Save Settings, the series the lab hides. Lab staff read them
 * through `reports.trends`; the patient's own login and the share e-mail's attachment through
 * `forPatient`, `pdfForPatient` and `pdfForBill`, whose callers have checked who asks.
 */
export function createPatientTrendsService({
  db,
  now,
  patients,
  labs,
  labProfile,
  translations,
  documents,
}: PatientTrendsDeps) {
  const patientIdOf = async (labId: number, subject: TrendsSubject): Promise<number> => {
    const patientId =
      subject.labPatientId ??
      (subject.labReportId !== undefined
        ? await patientOfReport(db, labId, subject.labReportId)
        : subject.labBillId !== undefined
          ? (await patientOfBill(db, labId, subject.labBillId))?.patientId
          : undefined);
    if (patientId === undefined) throw notFound();
    return patientId;
  };

  const patientRowOf = async (labId: number, patientId: number): Promise<PatientRow> => {
    const patient = await patients.principal(labId, patientId);
    if (!patient) throw notFound();
    return patient;
  };

  const trendsOf = async (labId: number, patient: PatientRow, flag: TrendsFlag): Promise<PatientTrends> => {
    const [rows, lab] = await Promise.all([signedReportsOfPatient(db, labId, patient.id), labs.getLab(labId)]);
    const sources: TrendSource[] = rows.map((row) => ({
      reportId: row.report.id,
      billId: row.bill.id,
      labBillId: row.bill.labBillId,
      // The visit's time, as the cumulative report dates its columns: a bill's reports are
      // entered and signed over hours or days, but were measured on one sample.
      reportedAt: row.bill.createdAt.toISOString(),
      department: row.department.name,
      testId: row.test.id,
      test: row.test.name,
      parameters: row.parameters ?? [],
      values: row.report.values,
    }));
    const { hiddenKeys } = trendsSettingsOf(lab.settings.trends);
    return {
      patient: {
        id: patient.id,
        name: [patient.designation, patient.fullName].filter(Boolean).join(' '),
        age: patient.age === null ? '' : `${patient.age} ${patient.ageUnit ?? ''}`.trim(),
        gender: (patient.gender as PatientTrends['patient']['gender']) ?? null,
      },
      flag,
      series: trendSeriesOf(sources, sexForRanges(patient.gender), { flag, hiddenKeys: new Set(hiddenKeys) }),
    };
  };

  /** One chart as the template draws it: positions worked out here, so the template only lays out. */
  const chartOf = (series: TrendSeries, flag: TrendsFlag, dateOf: (at: string) => string) => {
    const axis = trendAxisOf(
      series.points.map((point) => point.value),
      series,
    );
    const height = (value: number) => (value - axis.min) / (axis.max - axis.min);
    const count = series.points.length;
    const every = Math.ceil(count / datesPerChart[flag]);
    const hasBand = series.low !== null || series.high !== null;
    return {
      test: series.testName,
      parameter: series.parameterName,
      unit: series.unit ?? '',
      range: bandLabel(series.low, series.high),
      ticks: axis.ticks.map((tick) => ({ at: height(tick), label: formatRangeNumber(tick) })),
      band: hasBand ? { from: height(series.low ?? axis.min), to: height(series.high ?? axis.max) } : null,
      points: series.points.map((point, position) => ({
        // One step per measurement, oldest at the start: the dates under the points say when.
        x: count === 1 ? 0.5 : position / (count - 1),
        y: height(point.value),
        text: point.text,
        level: point.isCritical,
        // The newest date always shows; the others as room allows.
        date: (count - 1 - position) % every === 0 ? dateOf(point.at) : null,
      })),
      rows: series.points.map((point) => ({
        date: dateOf(point.at),
        labBillId: point.labBillId,
        value: `${point.text}${levelMarks[point.isCritical]}`,
        level: point.isCritical,
      })),
    };
  };

  const render = async ({
    labId,
    patient,
    flag,
    language,
  }: {
    labId: number;
    patient: PatientRow;
    flag: TrendsFlag;
    language: LanguageCode;
  }): Promise<Buffer> => {
    const actor = systemActor(labId);
    const [trends, lab, locales, logo] = await Promise.all([
      trendsOf(labId, patient, flag),
      labs.getLab(labId),
      translations.locales(labId),
      labProfile.documentLogo({ actor }),
    ]);
    const text = textReader(locales.locales[language]);
    const dateOf = (at: string) => documentDateTime(new Date(at), lab.timeZone).slice(0, 10);
    const shown = trends.series.filter((series) => !series.hidden);
    const data = {
      flag,
      labName: lab.name,
      logo: logo?.name ?? null,
      printedAt: documentDateTime(now(), lab.timeZone),
      patient: {
        name: trends.patient.name,
        labPatientId: patient.labPatientId,
        ageSex: documentAgeSex(text, patient) ?? '-',
      },
      charts: shown.map((series) => chartOf(series, flag, dateOf)),
      someHidden: shown.length < trends.series.length,
      texts: {
        title: text('patientTrends.title'),
        kind: text(flag === 1 ? 'patientTrends.document.full' : 'patientTrends.document.compact'),
        patient: text('patientTrends.document.patient'),
        patientId: text('patientTrends.document.patientId'),
        ageSex: text('patientTrends.document.ageSex'),
        referenceRange: text('patientTrends.document.referenceRange'),
        noRange: text('patientTrends.document.noRange'),
        date: text('patientTrends.document.date'),
        bill: text('patientTrends.document.bill'),
        value: text('patientTrends.document.value'),
        legend: text('patientTrends.document.legend'),
        // A compact report leaves out what was measured once; saying 'no results' would be untrue.
        empty: text(flag === 1 ? 'patientTrends.document.empty' : 'patientTrends.document.emptyCompact'),
        hiddenNote: text('patientTrends.document.hiddenNote'),
        printedOn: text('documents.printedOn'),
        pageOf: text('documents.pageOf'),
      },
    };
    return documents.pdf({ template, language, data, files: logo ? { [logo.name]: logo.bytes } : {} });
  };

  /** The patient a lab user names, within their reach (an organisation's login, its own patients). */
  const reachablePatient = async (actor: LabActor, subject: TrendsSubject): Promise<PatientRow> => {
    requirePermission(actor, 'reports.trends');
    const patientId = await patientIdOf(actor.labId, subject);
    await patients.get({ actor, id: patientId });
    return patientRowOf(actor.labId, patientId);
  };

  const settingsOf = (settings: { trends?: Record<string, unknown> }, version: number): TrendsSettings => ({
    ...trendsSettingsOf(settings.trends),
    version,
  });

  return {
    /** `GET /api/v1/patient-trends`: the frame's series, the hidden ones marked. */
    async get({ actor, query }: { actor: LabActor; query: TrendsQuery }): Promise<PatientTrends> {
      const patient = await reachablePatient(actor, query);
      return trendsOf(actor.labId, patient, query.flag);
    },

    /** `GET /api/v1/patient-trends/pdf`: the 'Patient Trends Report', the hidden series left out. */
    async pdf({
      actor,
      query,
      language,
    }: {
      actor: LabActor;
      query: TrendsQuery;
      language: LanguageCode;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      const patient = await reachablePatient(actor, query);
      const flag = query.flag;
      const pdf = await render({ labId: actor.labId, patient, flag, language });
      return { fileName: `trends-${patient.labPatientId}.pdf`, pdf };
    },

    /** The patient's own trends (their login): the caller has checked that `patientId` is the signed-in patient. */
    async forPatient({
      labId,
      patientId,
      flag,
    }: {
      labId: number;
      patientId: number;
      flag: TrendsFlag;
    }): Promise<PatientTrends> {
      return trendsOf(labId, await patientRowOf(labId, patientId), flag);
    },

    /** The patient's own 'Patient Trends Report' (their login); the caller has checked who asks. */
    async pdfForPatient({
      labId,
      patientId,
      flag,
      language,
    }: {
      labId: number;
      patientId: number;
      flag: TrendsFlag;
      language?: LanguageCode;
    }): Promise<Buffer> {
      const patient = await patientRowOf(labId, patientId);
      return render({ labId, patient, flag, language: language ?? fallbackLanguage });
    },

    /**
     * The trends of a bill's patient as the share e-mail attaches them (spec 001 §9 'Trends
     * attachment: 1 compact, 2 report': the caller turns that into `flag`), in the bill's
     * language unless another is given; the caller has checked that the sender may share the bill.
     */
    async pdfForBill({
      labId,
      billId,
      flag,
      language,
    }: {
      labId: number;
      billId: number;
      flag: TrendsFlag;
      language?: LanguageCode;
    }): Promise<Buffer> {
      const bill = await patientOfBill(db, labId, billId);
      if (!bill) throw notFound();
      const patient = await patientRowOf(labId, bill.patientId);
      const billLanguage = isLanguageCode(bill.language) ? bill.language : fallbackLanguage;
      return render({ labId, patient, flag, language: language ?? billLanguage });
    },

    /** `GET /api/v1/settings/trends`: the series keys the lab hides, with the settings' version. */
    async getSettings({ actor }: { actor: LabActor }): Promise<TrendsSettings> {
      requirePermission(actor, 'reports.trends');
      const lab = await labs.getLab(actor.labId);
      return settingsOf(lab.settings, lab.settingsVersion);
    },

    /**
     * `PUT /api/v1/settings/trends` (the frame's Save Settings): whoever uses the frame saves
     * the lab's choice for everyone, versioned and audited as every lab setting is.
     */
    async saveSettings({ actor, input }: { actor: LabActor; input: TrendsSettings }): Promise<TrendsSettings> {
      requirePermission(actor, 'reports.trends');
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: { trends: { ...trendsSettingsOf({ hiddenKeys: input.hiddenKeys }) } },
        version: input.version,
        action: 'settings.trends.update',
        defaults: { trends: { ...defaultTrendsSettings } },
      });
      return settingsOf(lab.settings, lab.settingsVersion);
    },
  };
}
export type PatientTrendsService = ReturnType<typeof createPatientTrendsService>;
