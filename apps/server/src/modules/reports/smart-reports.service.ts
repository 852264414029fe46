import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type {
  BillSmartReports,
  GenerateSmartReport,
  ReportSmartReportIssue,
  ShareSmartReport,
  SmartReport,
  SmartReportProviderList,
  SmartReportStatus,
  SmartReportUpdated,
} from '@lims/contract';
import {
  ageFromDateOfBirth,
  ageText,
  calendarDateIn,
  checkValue,
  fallbackLanguage,
  genders,
  invalidEmails,
  isAdult,
  isLanguageCode,
  type LanguageCode,
  numericValue,
  type ReportFormatParameter,
  rangeFor,
  rangeLabel,
  type Sex,
  sexForRanges,
  shareSendTypes,
  splitEmails,
  takesValue,
} from '@lims/domain';
import type { z } from 'zod';
import { type LabActor, systemActor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import { textReader } from '../../platform/documents/index.js';
import type { FilesService, OpenedFile } from '../../platform/files/files.service.js';
import type { JobsService } from '../../platform/jobs/jobs.service.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { LabsService } from '../settings/labs.service.js';
import { type OverviewReportRow, signedReportsOfPatient, signedStages } from './patient-overview.queries.js';
import type { SmartReportParameter, SmartReportProvider, SmartReportTest } from './smart-report-providers.js';
import {
  claimSmartReport,
  findSmartReport,
  insertSmartReportIssue,
  type SmartReportBillRow,
  type SmartReportRow,
  smartReportBill,
  smartReportChecklist,
  smartReportsOfBill,
  updateSmartReport,
} from './smart-reports.queries.js';

/** The job that asks the provider for a bill's smart report and stores its PDF. */
export const generateSmartReportJob = 'smartReport.generate';
interface GenerateSmartReportPayload {
  smartReportId: number;
  /** Who asked: the file is stored as theirs. */
  actor: LabActor;
}

/** spec 001 §9 'Smart report file status: 0 failed, 1 generated, 2 generating'. */
export const smartReportStatuses = { failed: 0, generated: 1, generating: 2 } as const;

/** The real-time event of a smart report that finished, well or not (contract SmartReportUpdated). */
export const smartReportUpdatedEvent = 'smartReport.updated';

const signed = new Set<string>(signedStages);
const auditEntity = 'smartReport';
/** A provider's error as the failure panel shows it: its first line, not a stack. */
const errorMaxLength = 500;

const pdfUrlOf = (id: number) => `/api/v1/smart-reports/${id}/pdf`;

const smartReportOf = (row: SmartReportRow): SmartReport => ({
  id: row.id,
  billId: row.billId,
  providerId: row.providerId,
  status: row.status as SmartReportStatus,
  reportIds: row.reportIds,
  withLetterhead: row.withLetterhead,
  language: row.language,
  requestedAt: row.requestedAt.toISOString(),
  generatedAt: row.generatedAt?.toISOString() ?? null,
  error: row.error,
  url: row.status === smartReportStatuses.generated && row.fileId !== null ? pdfUrlOf(row.id) : null,
  version: row.version,
});

type Gender = (typeof genders)[number];
const genderOf = (gender: string | null): Gender | null =>
  (genders as readonly string[]).includes(gender ?? '') ? (gender as Gender) : null;

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const unitKey = (unit: string | null) => (unit ?? '').trim().toLowerCase();

export interface SmartReportsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labs: Pick<LabsService, 'getLab'>;
  jobs: Pick<JobsService, 'register' | 'enqueue'>;
  files: Pick<FilesService, 'save' | 'open' | 'remove'>;
  messages: Pick<ServiceRegistry['messages'], 'send'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  /** The providers the lab may choose from; the built-in one first. */
  providers: readonly SmartReportProvider[];
}

/**
 * Smart reports (issue 13; spec 001 §2 'Smart report panel', §3 'Provider and smart report', §7
 * lh-integration): a bill's signed reports explained to an adult patient by a provider, as a PDF
 * made by a job; the panel hears the outcome on the 'smart-report' channel.
 */
export function createSmartReportsService({
  db,
  now,
  bus,
  labs,
  jobs,
  files,
  messages,
  translations,
  providers,
}: SmartReportsDeps) {
  const providerOf = (id: string) => providers.find((provider) => provider.id === id);

  /** The patient's age now: from the date of birth when there is one, else as registered. */
  const patientAge = async (labId: number, patient: SmartReportBillRow['patient']) => {
    if (patient.dateOfBirth) {
      const today = calendarDateIn(now(), (await labs.getLab(labId)).timeZone);
      const fromBirth = ageFromDateOfBirth(patient.dateOfBirth, today);
      if (fromBirth)
        return { text: ageText(fromBirth.age, fromBirth.ageUnit) ?? '', adult: isAdult(fromBirth.ageInDays) };
    }
    return {
      text: ageText(patient.age, patient.ageUnit as Parameters<typeof ageText>[1]) ?? '',
      // spec 001 §5 'Smart report only for age 18 or more': an unknown age is not known to be 18.
      adult: patient.ageInDays !== null && isAdult(patient.ageInDays),
    };
  };

  const billOf = async (actor: LabActor, billId: number) => {
    requirePermission(actor, 'reports.smartReports');
    const row = await smartReportBill(db, actor.labId, billId);
    if (!row) throw notFound();
    return row;
  };

  const patientName = (patient: SmartReportBillRow['patient']) =>
    [patient.designation, patient.fullName].filter(Boolean).join(' ');

  const publishUpdate = async (labId: number, row: SmartReportRow) => {
    const bill = await smartReportBill(db, labId, row.billId);
    if (!bill) return;
    const age = await patientAge(labId, bill.patient);
    await bus.publish({
      channel: 'smart-report',
      labId,
      payload: {
        providerId: row.providerId,
        billId: row.billId,
        labBillId: bill.bill.labBillId,
        smartReportId: row.id,
        reportFileStatus: row.status as SmartReportStatus,
        url: smartReportOf(row).url,
        patient: { name: patientName(bill.patient), age: age.text, gender: genderOf(bill.patient.gender) },
      } satisfies SmartReportUpdated,
    });
  };

  const markFailed = async (labId: number, id: number, error: string) => {
    const row = await updateSmartReport(db, labId, id, {
      status: smartReportStatuses.failed,
      error: error.slice(0, errorMaxLength),
    });
    if (row) await publishUpdate(labId, row);
  };

  /** The chosen reports' numeric and text results, each with the patient's earlier numbers of it. */
  const providerTests = (
    reportIds: readonly number[],
    history: OverviewReportRow[],
    billId: number,
    sex: Sex,
  ): SmartReportTest[] => {
    const chosen = new Set(reportIds);
    const current = history.filter((row) => row.bill.id === billId && chosen.has(row.report.id));
    const billedAt = current[0]?.bill.createdAt ?? now();
    const earlierRows = history.filter(
      (row) => row.bill.id !== billId && row.bill.createdAt.getTime() <= billedAt.getTime(),
    );
    return current.map((row) => {
      const parameters = [...((row.parameters ?? []) as ReportFormatParameter[])].sort(
        (left, right) => left.order - right.order || left.index - right.index,
      );
      const entered = new Map(row.report.values.map((entry) => [entry.index, entry.value]));
      const shown: SmartReportParameter[] = parameters.flatMap((parameter) => {
        if (!takesValue(parameter) || parameter.fileInput || parameter.descriptionFlag || parameter.isInterpretation) {
          return [];
        }
        const value = entered.get(parameter.index)?.trim();
        if (!value || value === '-') return [];
        const range = rangeFor(parameter, sex);
        const key = `${nameKey(parameter.name)}\u0000${unitKey(parameter.unit)}`;
        const earlier = earlierRows.flatMap((earlierRow) => {
          if (earlierRow.test.id !== row.test.id) return [];
          const match = (earlierRow.parameters ?? []).find(
            (candidate) => `${nameKey(candidate.name)}\u0000${unitKey(candidate.unit)}` === key,
          );
          const number = match
            ? numericValue(earlierRow.report.values.find((entry) => entry.index === match.index)?.value)
            : null;
          return number === null
            ? []
            : [{ value: number, billedAt: earlierRow.bill.createdAt, labBillId: earlierRow.bill.labBillId }];
        });
        return [
          {
            name: parameter.name.trim(),
            value,
            number: numericValue(value),
            unit: parameter.unit?.trim() || null,
            range: { lower: range.lower, upper: range.upper },
            rangeLabel: rangeLabel(parameter, sex).trim() || null,
            level: checkValue(parameter, sex, value).isCritical,
            earlier,
          },
        ];
      });
      return {
        reportId: row.report.id,
        testId: row.test.id,
        name: row.test.name,
        department: row.department.name,
        parameters: shown,
      };
    });
  };

  jobs.register<GenerateSmartReportPayload>(
    generateSmartReportJob,
    async ({ labId, payload: { smartReportId, actor } }) => {
      const row = await findSmartReport(db, labId, smartReportId);
      // Finished already (a second run after a kill between the file and the job's record).
      if (!row || row.status !== smartReportStatuses.generating) return;
      const provider = providerOf(row.providerId);
      const bill = await smartReportBill(db, labId, row.billId);
      if (!provider || !bill) {
        await markFailed(labId, row.id, 'smartReportsNotGenerated');
        return;
      }
      const history = await signedReportsOfPatient(db, labId, bill.patient.id);
      const tests = providerTests(row.reportIds, history, row.billId, sexForRanges(bill.patient.gender));
      if (tests.length === 0) {
        // Every chosen report was unsigned or removed since the request.
        await markFailed(labId, row.id, 'smartReportNeedsSigned');
        return;
      }
      let pdf: Buffer;
      try {
        pdf = await provider.generate({
          labId,
          language: isLanguageCode(row.language) ? row.language : fallbackLanguage,
          withLetterhead: row.withLetterhead,
          bill: { id: bill.bill.id, labBillId: bill.bill.labBillId, billedAt: bill.bill.createdAt },
          patient: {
            name: patientName(bill.patient),
            age: bill.patient.age,
            ageUnit: bill.patient.ageUnit,
            gender: bill.patient.gender,
          },
          tests,
        });
      } catch (error) {
        // A provider's refusal is its answer: the panel offers Retry, the job does not.
        await markFailed(labId, row.id, error instanceof Error ? error.message : String(error));
        return;
      }
      const generated = await files.save(
        {
          actor,
          kind: 'smartReport',
          upload: { fileName: `smart-report-${bill.bill.labBillId}.pdf`, stream: Readable.from([pdf]) },
        },
        async (file) => {
          const locked = await findSmartReport(db, labId, row.id, true);
          const updated = await updateSmartReport(db, labId, row.id, {
            status: smartReportStatuses.generated,
            fileId: file.id,
            error: null,
            generatedAt: now(),
          });
          // The earlier generation's file goes with this commit: one PDF per bill and provider.
          if (locked?.fileId) await files.remove({ actor, id: locked.fileId });
          await audit(db, actor, {
            action: 'smartReport.generated',
            entityType: auditEntity,
            entityId: row.id,
            before: locked && smartReportOf(locked),
            after: updated && smartReportOf(updated),
          });
          return updated;
        },
      );
      if (generated) await publishUpdate(labId, generated);
    },
    {
      failed: async ({ labId, payload }, error) => {
        const row = await findSmartReport(db, labId, payload.smartReportId);
        if (row?.status === smartReportStatuses.generating) await markFailed(labId, row.id, error);
      },
    },
  );

  /** A smart report of the lab with its bill; another lab's is not found. */
  const smartReportWithBill = async (actor: LabActor, id: number) => {
    requirePermission(actor, 'reports.smartReports');
    const row = await findSmartReport(db, actor.labId, id);
    if (!row) throw notFound();
    const bill = await smartReportBill(db, actor.labId, row.billId);
    if (!bill) throw notFound();
    return { row, bill };
  };

  return {
    /** `GET /smart-reports/providers` (lh-integration/getProviders). */
    async providers({ actor }: { actor: LabActor }): Promise<SmartReportProviderList> {
      requirePermission(actor, 'reports.smartReports');
      return {
        items: providers.map(({ id, name, description, maxPrice, testIds }) => ({
          id,
          name,
          description,
          maxPrice,
          sampleReportImageLink: null,
          testIds,
        })),
      };
    },

    /** `GET /bills/{id}/smart-reports`: the panel's checklist, age gate, e-mails and reports. */
    async forBill({ actor, billId }: { actor: LabActor; billId: number }): Promise<BillSmartReports> {
      const row = await billOf(actor, billId);
      const [checklist, reports, age] = await Promise.all([
        smartReportChecklist(db, actor.labId, billId),
        smartReportsOfBill(db, actor.labId, billId),
        patientAge(actor.labId, row.patient),
      ]);
      return {
        bill: { id: row.bill.id, labBillId: row.bill.labBillId },
        patient: {
          name: patientName(row.patient),
          age: age.text,
          gender: genderOf(row.patient.gender),
          adult: age.adult,
          email: row.patient.email?.trim() || null,
        },
        doctor: row.doctor?.fullName ? { name: row.doctor.fullName, email: row.doctor.email?.trim() || null } : null,
        tests: checklist.map((test) => ({
          reportId: test.reportId,
          testId: test.testId,
          name: test.name,
          // A test billed on its own line costs that line's price; one of a profile, its own catalogue price.
          price: test.lineTestId === test.testId ? test.lineUnitPrice : test.testPrice,
          signed: signed.has(test.entryStage),
        })),
        reports: reports.map(smartReportOf),
      };
    },

    /**
     * `POST /bills/{id}/smart-reports` (generate-smart-report): for an adult (400
     * smartReportUnderAge), of the bill's signed reports only (409 smartReportNeedsSigned; a
     * report of another bill is not found), not while the bill's report from the provider is
     * generating (409 smartReportGenerating). The row and its job are committed together.
     */
    async generate({
      actor,
      billId,
      input,
    }: {
      actor: LabActor;
      billId: number;
      input: z.output<typeof GenerateSmartReport>;
    }): Promise<SmartReport> {
      const bill = await billOf(actor, billId);
      const provider = providerOf(input.providerId);
      if (!provider) throw badRequest('smartReportsNotGenerated', 'providerId');
      if (input.language !== undefined && !isLanguageCode(input.language))
        throw badRequest('invalidRequest', 'language');
      if (!(await patientAge(actor.labId, bill.patient)).adult) throw badRequest('smartReportUnderAge');
      const reportIds = [...new Set(input.reportIds)];
      const checklist = new Map(
        (await smartReportChecklist(db, actor.labId, billId)).map((test) => [test.reportId, test]),
      );
      for (const id of reportIds) {
        const test = checklist.get(id);
        if (!test) throw notFound();
        if (!signed.has(test.entryStage)) throw conflict('smartReportNeedsSigned', 'reportIds');
      }
      const language: LanguageCode =
        input.language !== undefined && isLanguageCode(input.language)
          ? input.language
          : isLanguageCode(bill.bill.language)
            ? bill.bill.language
            : fallbackLanguage;
      const request = {
        reportIds,
        withLetterhead: input.withLetterhead,
        language,
        requestedBy: actor.principalId,
        requestedAt: now(),
      };
      return db.transaction(async () => {
        const { row: claimed, created } = await claimSmartReport(db, {
          labId: actor.labId,
          billId,
          providerId: provider.id,
          status: smartReportStatuses.generating,
          ...request,
        });
        let row = claimed;
        if (!created) {
          if (claimed.status === smartReportStatuses.generating) throw conflict('smartReportGenerating');
          row = (await updateSmartReport(db, actor.labId, claimed.id, {
            status: smartReportStatuses.generating,
            error: null,
            ...request,
          })) as SmartReportRow;
        }
        await audit(db, actor, {
          action: created ? 'smartReport.requested' : 'smartReport.regenerated',
          entityType: auditEntity,
          entityId: row.id,
          before: created ? undefined : smartReportOf(claimed),
          after: smartReportOf(row),
        });
        await jobs.enqueue<GenerateSmartReportPayload>({
          labId: actor.labId,
          name: generateSmartReportJob,
          payload: { smartReportId: row.id, actor },
          maxAttempts: 3,
        });
        return smartReportOf(row);
      });
    },

    /** `GET /smart-reports/{id}/pdf`: the generated PDF; not found before it is generated. */
    async pdf({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      const { row } = await smartReportWithBill(actor, id);
      if (row.status !== smartReportStatuses.generated || row.fileId === null) throw notFound();
      // The smart report's permission is the gate; the file is read as the lab's.
      return files.open({ actor: systemActor(actor.labId), id: row.fileId });
    },

    /** `POST /smart-reports/issues` (lh-integration/reportIssue): kept for the provider, audited. */
    async reportIssue({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof ReportSmartReportIssue>;
    }): Promise<void> {
      await billOf(actor, input.billId);
      if (!providerOf(input.providerId)) throw badRequest('issueNotReported', 'providerId');
      await db.transaction(async () => {
        const issue = await insertSmartReportIssue(db, {
          labId: actor.labId,
          billId: input.billId,
          providerId: input.providerId,
          comment: input.comment,
          generateStatus: input.smartReportGenerateStatus ?? null,
          createdBy: actor.principalId,
        });
        await audit(db, actor, {
          action: 'smartReport.issueReported',
          entityType: 'smartReportIssue',
          entityId: issue.id,
          after: issue,
        });
      });
    },

    /**
     * `POST /smart-reports/{id}/share` (shareSmartReportViaEmail): the PDF by e-mail to the
     * patient (1), the referring doctor (2) or other addresses (0), in the report's language.
     * 400 smartReportNotShared when the report is not generated or the recipient has no
     * address; 400 invalidEmailId for a bad address of Other.
     */
    async share({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof ShareSmartReport>;
    }): Promise<{ outboxMessageIds: number[] }> {
      const { row, bill } = await smartReportWithBill(actor, id);
      if (row.status !== smartReportStatuses.generated || row.fileId === null) throw badRequest('smartReportNotShared');
      const recipients =
        input.sendType === shareSendTypes.patient
          ? [bill.patient.email?.trim()]
          : input.sendType === shareSendTypes.doctor
            ? [bill.doctor?.email?.trim()]
            : input.sendType === shareSendTypes.other
              ? splitEmails(input.otherEmails)
              : [];
      const addresses = recipients.filter((email): email is string => Boolean(email));
      if (addresses.length === 0) {
        throw badRequest(
          input.sendType === shareSendTypes.other ? 'invalidEmailId' : 'smartReportNotShared',
          'sendType',
        );
      }
      if (invalidEmails(addresses.join(',')).length > 0) throw badRequest('invalidEmailId', 'otherEmails');
      const [lab, locales, opened] = await Promise.all([
        labs.getLab(actor.labId),
        translations.locales(actor.labId),
        files.open({ actor: systemActor(actor.labId), id: row.fileId }),
      ]);
      const language = isLanguageCode(row.language) ? row.language : fallbackLanguage;
      const text = textReader(locales.locales[language]);
      const content = await buffer(await opened.read());
      const email = {
        subject: text('smartReports.document.emailSubject', { bill: bill.bill.labBillId }),
        body: text('smartReports.document.emailBody', {
          name: patientName(bill.patient),
          bill: bill.bill.labBillId,
          lab: lab.name,
        }),
        attachments: [{ filename: opened.file.name, contentType: 'application/pdf', content }],
      };
      return db.transaction(async () => {
        const outboxMessageIds: number[] = [];
        for (const to of addresses) {
          const message = await messages.send({ labId: actor.labId, channel: 'email', to, ...email, actor });
          outboxMessageIds.push(message.id);
        }
        await audit(db, actor, {
          action: 'smartReport.shared',
          entityType: auditEntity,
          entityId: row.id,
          after: { sendType: input.sendType, recipients: addresses, outboxMessageIds },
        });
        return { outboxMessageIds };
      });
    },
  };
}
export type SmartReportsService = ReturnType<typeof createSmartReportsService>;
