import { readFileSync } from 'node:fs';
import type { Patient } from '@lims/contract';
import type { LanguageCode } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, documentAgeSex, documentDateTime, textReader } from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { PatientOverviewService } from './patient-overview.service.js';

const template = readFileSync(new URL('./cumulative.typ', import.meta.url), 'utf8');

interface PatientCumulativeDeps extends Pick<ServiceDeps, 'now'> {
  patientOverview: Pick<PatientOverviewService, 'cumulative'>;
  patients: Pick<ServiceRegistry['patients'], 'get'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

/** The marks a value carries on paper, where colour may not survive a copier: spec 001 §9 levels 1 and 2. */
const levelMarks = ['', '*', '**'] as const;

/**
 * The cumulative report as a PDF (issue 12): the lab, the patient, and the table of the patient's
 * signed numeric results with the visits as columns, oldest first, abnormal values marked. A4
 * landscape; the visits go in blocks of columns that fit the page, each block repeating the
 * parameter columns, so that a patient with many visits is never cut off at the page's edge.
 */
export function createPatientCumulativeService({
  patientOverview,
  patients,
  labs,
  labProfile,
  translations,
  documents,
  now,
}: PatientCumulativeDeps) {
  const patientBlock = (patient: Patient, text: ReturnType<typeof textReader>) => {
    const ageSex = documentAgeSex(text, patient);
    return {
      name: [patient.designation, patient.fullName].filter(Boolean).join(' '),
      labPatientId: patient.labPatientId,
      ageSex: ageSex ?? '-',
    };
  };

  return {
    /** `GET /api/v1/patients/{id}/cumulative.pdf`, in `language`. */
    async pdf({
      actor,
      patientId,
      language,
    }: {
      actor: LabActor;
      patientId: number;
      language: LanguageCode;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'patients.view');
      const patient = await patients.get({ actor, id: patientId });
      const [table, lab, locales, logo] = await Promise.all([
        patientOverview.cumulative({ actor, patientId }),
        labs.getLab(actor.labId),
        translations.locales(actor.labId),
        labProfile.documentLogo({ actor }),
      ]);
      const text = textReader(locales.locales[language]);
      const data = {
        labName: lab.name,
        logo: logo?.name ?? null,
        printedAt: documentDateTime(now(), lab.timeZone),
        patient: patientBlock(patient, text),
        columns: table.columns.map((column) => ({
          date: documentDateTime(new Date(column.reportedAt), lab.timeZone).slice(0, 10),
          labBillId: column.labBillId,
        })),
        rows: table.rows.map((row) => ({
          test: row.test,
          parameter: row.parameter,
          unit: row.unit ?? '',
          referenceRange: row.referenceRange ?? '',
          cells: row.cells.map((cell) =>
            cell === null ? null : { value: `${cell.value}${levelMarks[cell.level]}`, level: cell.level },
          ),
        })),
        texts: {
          title: text('patientOverview.cumulative.title'),
          subtitle: text('patientOverview.cumulative.subtitle'),
          patient: text('patientOverview.cumulative.patient'),
          patientId: text('patientOverview.cumulative.patientId'),
          ageSex: text('patientOverview.cumulative.ageSex'),
          bill: text('patientOverview.cumulative.bill'),
          test: text('patientOverview.cumulative.test'),
          parameter: text('patientOverview.cumulative.parameter'),
          unit: text('patientOverview.cumulative.unit'),
          referenceRange: text('patientOverview.cumulative.referenceRange'),
          legend: text('patientOverview.cumulative.legend'),
          empty: text('patientOverview.cumulative.empty'),
          printedOn: text('documents.printedOn'),
          pageOf: text('documents.pageOf'),
        },
      };
      const pdf = await documents.pdf({ template, language, data, files: logo ? { [logo.name]: logo.bytes } : {} });
      return { fileName: `cumulative-${patient.labPatientId}.pdf`, pdf };
    },
  };
}
export type PatientCumulativeService = ReturnType<typeof createPatientCumulativeService>;
