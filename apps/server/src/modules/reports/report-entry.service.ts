import type { ReportEntry } from '@lims/contract';
import {
  approvalLimitsOf,
  can,
  doctorReadOnlyStatuses,
  type RedrawFlag,
  type ReportSampleState,
  reportStatusOf,
} from '@lims/domain';
import type { Executor } from '../../db/database.js';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  amendmentsOfReport,
  attachmentCountOfBill,
  doctorReachesReportDepartment,
  findReportEntryRow,
  formatsOfTest,
  medicalHistoryOfPatient,
  previousReportOf,
  signaturesOfReport,
} from './report-entry.queries.js';
import { isLive, reportFlagsOf } from './report-records.queries.js';

const isoOf = (at: Date | null) => (at === null ? null : at.toISOString());

export interface ReportEntryDeps extends Pick<ServiceDeps, 'db'> {
  labSettings: Pick<ServiceRegistry['labSettings'], 'operation'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

/**
 * Result entry (spec 001 §2 'Report-entry panel', 'Patient detail side panel', §5 'Save' and
 * 'Values'): the report as the entry panel shows it, for a lab user and for a doctor in their
 * own login.
 */
export function createReportEntryService({ db, labSettings, labs }: ReportEntryDeps) {
  /** A doctor in their own login reads reports of their departments; lab staff those of theirs. */
  const reaches = async (actor: LabActor, departmentId: number, executor: Executor = db): Promise<boolean> => {
    if (actor.kind === 'doctor') {
      return doctorReachesReportDepartment(executor, actor.labId, actor.principalId, departmentId);
    }
    return actor.departmentIds === 'all' || actor.departmentIds.includes(departmentId);
  };

  const requireReader = (actor: LabActor) =>
    requirePermission(actor, actor.kind === 'doctor' ? 'doctor.reports' : 'reports.view');

  /** The report as the panel shows it, read after any change (inside the change's transaction when given). */
  const entryOf = async (actor: LabActor, id: number, executor: Executor = db): Promise<ReportEntry> => {
    const row = await findReportEntryRow(executor, actor.labId, id);
    if (!row || !(await reaches(actor, row.report.departmentId, executor))) throw notFound();
    const { report } = row;
    const [formats, signatures, amendments, previous, history, attachments, settings, lab] = await Promise.all([
      formatsOfTest(executor, actor.labId, report.testId),
      signaturesOfReport(executor, actor.labId, id),
      amendmentsOfReport(executor, actor.labId, id),
      previousReportOf(executor, report),
      medicalHistoryOfPatient(executor, actor.labId, report.patientId),
      attachmentCountOfBill(executor, actor.labId, report.billId),
      labSettings.operation(actor.labId),
      labs.getLab(actor.labId),
    ]);
    const sample =
      row.sample?.id == null
        ? null
        : {
            id: row.sample.id,
            autoSampleId: row.sample.autoSampleId,
            accessionNo: row.sample.accessionNo,
            status: row.sample.status as ReportSampleState,
            redrawFlag: row.sample.redrawFlag as RedrawFlag,
            accessionedAt: row.sample.accessionedAt,
          };
    const status = reportStatusOf(reportFlagsOf(report, sample));
    const format = formats.find((candidate) => candidate.id === report.reportFormatId) ?? null;
    const open = isLive(report) && !report.isSynced;
    const { minApprovals, maxApprovals } = approvalLimitsOf(settings);
    const editable =
      actor.kind === 'doctor'
        ? can(actor, 'doctor.reports') && settings.testEntryByDoctor && open && !doctorReadOnlyStatuses.has(status)
        : can(actor, 'reports.enter') && open;
    const signable =
      (actor.kind === 'doctor' ? can(actor, 'doctor.reports') : can(actor, 'reports.sign')) &&
      open &&
      report.completedTests;
    return {
      id: report.id,
      version: report.version,
      status,
      stage: report.entryStage,
      test: {
        id: row.test.id,
        code: row.test.code,
        name: row.test.name,
        isRadiology: row.test.isRadiology,
        department: { id: report.departmentId, name: row.departmentName },
      },
      formats: formats.map(({ id: formatId, name, isDefault }) => ({ id: formatId, name, isDefault })),
      format: format && { id: format.id, name: format.name, parameters: format.parameters },
      values: report.values,
      previousValues: previous
        ? previous.values.map(({ index, value }) => ({
            index,
            value,
            reportedAt: (previous.enteredAt ?? report.createdAt).toISOString(),
            reportId: previous.id,
          }))
        : [],
      patient: row.patient,
      sample: sample && {
        id: sample.id,
        autoSampleId: sample.autoSampleId,
        accessionNo: sample.accessionNo,
        status: sample.status,
        redrawFlag: sample.redrawFlag,
      },
      sidePanel: {
        billDate: row.bill.createdAt.toISOString(),
        accessionDate: isoOf(sample?.accessionedAt ?? null),
        billedBy: row.billedBy,
        labBillId: row.bill.labBillId,
        billId: row.bill.id,
        sampleId: sample?.autoSampleId ?? null,
        orderNumber: row.bill.orderNumber,
        // Organisations keep no contact of their own yet: the panel shows the name alone.
        organisation: row.organisationName === null ? null : { name: row.organisationName, contact: null },
        referral: row.referralName,
        // No instrument interface delivers values yet (the devices issue); nothing was interfaced.
        interfacedOn: null,
        medicalHistory: history.medicalHistory,
        allergies: history.allergies,
        previousReportOn: isoOf(previous?.enteredAt ?? null),
        attachments,
      },
      targetTatMinutes: report.targetTatMinutes,
      signatures: signatures.map(({ signature, doctorName }) => ({
        doctorId: signature.doctorId,
        doctorName,
        position: signature.position,
        signedAt: signature.signedAt.toISOString(),
        fromDoctorLogin: signature.fromDoctorLogin,
        fromCache: signature.fromCache,
      })),
      minApprovals,
      maxApprovals,
      exception: {
        inQuestion: report.inQuestion,
        onHold: report.onHold,
        notPerformed: report.notPerformed,
        isResolved: report.isResolved,
        comments: report.exceptionComments,
        resolutionComments: report.resolutionComments,
      },
      comments: report.comments,
      critical: {
        count: report.criticalValues,
        acknowledgedAt: isoOf(report.criticalAcknowledgedAt),
        acknowledgedBy: row.acknowledgedByName,
      },
      emergency: report.emergency,
      markedAsDone: report.markedAsDone,
      isSynced: report.isSynced,
      reviewCounter: report.reviewCounter,
      consultingDoctor:
        report.consultingDoctorId === null
          ? null
          : { id: report.consultingDoctorId, name: row.consultingDoctorName ?? '' },
      amendments: amendments.map(({ amendment, amendedByName }) => ({
        reason: amendment.reason,
        amendedAt: amendment.amendedAt.toISOString(),
        amendedBy: amendedByName,
      })),
      enteredAt: isoOf(report.enteredAt),
      enteredBy: row.enteredByName,
      settings: {
        highLightPreference: settings.highLightPreference,
        forceCalculationFlag: settings.forceCalculationFlag,
        mandatoryFieldsFlag: settings.mandatoryFieldsFlag,
        storeValuesToDocumentDb: settings.storeValuesToDocumentDb,
        cacheSignatureFlag: settings.cacheSignatureFlag,
        inventoryManagement: lab.settings.inventoryManagement,
      },
      editable,
      signable,
    };
  };

  return {
    /**
     * `GET /api/v1/reports/{id}` and `GET /api/v1/doctor/reports/{id}`: the report as the entry
     * panel shows it; 404 when it is another lab's or of a department the caller does not reach.
     * Pass `executor` to read it inside a change's transaction.
     */
    async get({ actor, id, executor }: { actor: LabActor; id: number; executor?: Executor }): Promise<ReportEntry> {
      requireReader(actor);
      return entryOf(actor, id, executor);
    },
  };
}

export type ReportEntryService = ReturnType<typeof createReportEntryService>;
