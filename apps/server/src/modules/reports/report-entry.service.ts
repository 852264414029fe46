import type {
  ChangeReportFormat,
  ReportEntry,
  ReportSaved,
  ReportsPayload,
  ReportVersion,
  SaveReportValues,
} from '@lims/contract';
import {
  approvalLimitsOf,
  can,
  completeParameter,
  criticalCountOf,
  doctorReadOnlyStatuses,
  evaluateEntry,
  fillStateOf,
  type RedrawFlag,
  type ReportFormatParameter,
  type ReportSampleState,
  type ReportValue,
  reportStatusOf,
  saveProblemOf,
  sexForRanges,
  valuesFingerprintText,
  valueToStore,
} from '@lims/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  amendmentsOfReport,
  attachmentCountOfBill,
  deleteSignaturesOfReport,
  devicesOfTest,
  findFormat,
  findReportEntryRow,
  formatsOfTest,
  insertAmendment,
  medicalHistoryOfPatient,
  previousReportOf,
  signaturesOfReport,
} from './report-entry.queries.js';
import { lockReachableReport, reachesDepartment } from './report-reach.js';
import {
  isLive,
  type LockedReport,
  type ReportChange,
  reportFlagsOf,
  writeReportChange,
} from './report-records.queries.js';
import type { ReportSigningService } from './report-signing.service.js';
import type { LabReportRow } from './reports.queries.js';

const isoOf = (at: Date | null) => (at === null ? null : at.toISOString());

export interface ReportEntryDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labSettings: Pick<ServiceRegistry['labSettings'], 'operation'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  /** Save & Sign: the passkeys checked before the save's transaction, the signing done inside it. */
  signing: Pick<ReportSigningService, 'verifySignatures' | 'signWithin'>;
  doctors: Pick<ServiceRegistry['doctors'], 'signingDoctorsWithReach'>;
  /** A report's first save consumes its test's stock (issue 15), in the save's transaction. */
  stockConsumption: Pick<ServiceRegistry['stockConsumption'], 'consumeForReport'>;
  /** A report saved while a QC hold of its test and device is open joins that hold (issue 15). */
  qcHolds: Pick<ServiceRegistry['qcHolds'], 'holdReportIfOpen' | 'heldReportIds'>;
}

/** What clearing a report's signatures changes on it: signed again from nothing. */
const unsigned = { isSigned: false, partialSigned: false, isApproved: false } satisfies ReportChange;

/**
 * The values to keep of a save (spec 001 §5 'Save' and 'Values'): the server's own evaluation of
 * what was typed, calculations recomputed and flags set, empty non-description values as '-'.
 */
function valuesToStore(
  parameters: readonly ReportFormatParameter[],
  entered: ReadonlyMap<number, string>,
  gender: string | null,
  forceCalculationFlag: boolean,
): ReportValue[] {
  const descriptions = new Set(parameters.filter((parameter) => parameter.descriptionFlag).map(({ index }) => index));
  return evaluateEntry({ parameters, entered, sex: sexForRanges(gender), forceCalculationFlag }).map((value) => ({
    ...value,
    value: valueToStore({ descriptionFlag: descriptions.has(value.index) }, value.value),
  }));
}

/** The values of a report as they go to the audit beside its flags. */
const auditedValues = (report: LabReportRow) => ({
  values: report.values,
  completedTests: report.completedTests,
  partialFill: report.partialFill,
  criticalValues: report.criticalValues,
  isSigned: report.isSigned,
  partialSigned: report.partialSigned,
  isApproved: report.isApproved,
  isSynced: report.isSynced,
  comments: report.comments,
  reportFormatId: report.reportFormatId,
});

/**
 * Result entry (spec 001 §2 'Report-entry panel', 'Patient detail side panel', §5 'Save' and
 * 'Values'): the report as the entry panel shows it, for a lab user and for a doctor in their
 * own login.
 */
export function createReportEntryService({
  db,
  now,
  bus,
  labSettings,
  labs,
  signing,
  doctors,
  stockConsumption,
  qcHolds,
}: ReportEntryDeps) {
  /** A doctor in their own login reads reports of their departments; lab staff those of theirs. */
  const reaches = (actor: LabActor, departmentId: number) => reachesDepartment(doctors, actor, departmentId);

  const requireReader = (actor: LabActor) =>
    requirePermission(actor, actor.kind === 'doctor' ? 'doctor.reports' : 'reports.view');

  /** The report as the panel shows it (inside a change's transaction, as that change left it). */
  const entryOf = async (actor: LabActor, id: number): Promise<ReportEntry> => {
    const row = await findReportEntryRow(db, actor.labId, id);
    if (!row || !(await reaches(actor, row.report.departmentId))) throw notFound();
    const { report } = row;
    const [formats, signatures, amendments, previous, history, attachments, settings, lab, testDevices, held] =
      await Promise.all([
        formatsOfTest(db, actor.labId, report.testId),
        signaturesOfReport(db, actor.labId, id),
        amendmentsOfReport(db, actor.labId, id),
        previousReportOf(db, report),
        medicalHistoryOfPatient(db, actor.labId, report.patientId),
        attachmentCountOfBill(db, actor.labId, report.billId),
        labSettings.operation(actor.labId),
        labs.getLab(actor.labId),
        devicesOfTest(db, actor.labId, report.testId),
        qcHolds.heldReportIds(actor.labId, [id]),
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
    // A doctor signs a report once; nobody signs past the lab's maximum (the panel is finalised).
    const signedByCaller =
      actor.kind === 'doctor' && signatures.some(({ signature }) => signature.doctorId === actor.principalId);
    const signable =
      (actor.kind === 'doctor' ? can(actor, 'doctor.reports') : can(actor, 'reports.sign')) &&
      open &&
      report.completedTests &&
      !signedByCaller &&
      signatures.length < maxApprovals &&
      !held.has(id);
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
      format: format && { id: format.id, name: format.name, parameters: format.parameters.map(completeParameter) },
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
        billDue: row.bill.dueAmount > 0,
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
        qcHold: held.has(id),
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
      device: testDevices.find((device) => device.id === report.deviceId) ?? null,
      devices: testDevices,
      settings: {
        highLightPreference: settings.highLightPreference,
        forceCalculationFlag: settings.forceCalculationFlag,
        mandatoryFieldsFlag: settings.mandatoryFieldsFlag,
        storeValuesToDocumentDb: settings.storeValuesToDocumentDb,
        cacheSignatureFlag: settings.cacheSignatureFlag,
        inventoryManagement: lab.settings.inventoryManagement,
        qualityControl: lab.settings.qualityControl,
      },
      editable,
      signable,
    };
  };

  /**
   * The report locked for a change the caller may make from the version they read: 404 when it
   * is another lab's or out of their reach, 409 when someone changed it since.
   */
  const lockedForChange = (tx: Executor, actor: LabActor, id: number, version: number): Promise<LockedReport> =>
    lockReachableReport({ db: tx, doctors }, { actor, reportId: id, version });

  /** A format of the report's test; a test with none cannot be entered ('Please add format ... bill again.'). */
  const formatOfTest = async (tx: Executor, labId: number, testId: number, formatId: number) => {
    const formats = await formatsOfTest(tx, labId, testId);
    if (formats.length === 0) throw badRequest('addFormatAndBillAgain', 'formatId');
    const format = formats.find((candidate) => candidate.id === formatId);
    if (!format) throw badRequest('invalidRequest', 'formatId');
    return format;
  };

  /**
   * The device a save says the test ran on: the one chosen, which must be one its test runs on;
   * else the one it had; else its test's only device; else none (issue 15).
   */
  const deviceOfSave = async (
    tx: Executor,
    labId: number,
    before: LabReportRow,
    chosen: number | null | undefined,
  ): Promise<number | null> => {
    const testDevices = await devicesOfTest(tx, labId, before.testId);
    if (chosen !== undefined && chosen !== null) {
      if (!testDevices.some((device) => device.id === chosen)) throw badRequest('reportDeviceNotForTest', 'deviceId');
      return chosen;
    }
    if (chosen === null) return null;
    if (before.deviceId !== null) return before.deviceId;
    return testDevices.length === 1 ? (testDevices[0]?.id ?? null) : null;
  };

  const publish = (labId: number, payload: ReportsPayload) => bus.publish({ channel: 'waiting-list', labId, payload });

  return {
    /**
     * `GET /api/v1/reports/{id}` and `GET /api/v1/doctor/reports/{id}`: the report as the entry
     * panel shows it; 404 when it is another lab's or of a department the caller does not reach.
     */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<ReportEntry> {
      requireReader(actor);
      return entryOf(actor, id);
    },

    /**
     * `PUT /api/v1/reports/{id}/values` and `PUT /api/v1/doctor/reports/{id}/values` (spec 001
     * §5 'Save', §7 'Save values'): the server evaluates what was typed and keeps its own
     * answer. Changing a value of a signed report removes its signatures when the client says it
     * knows; a dispatched report is amended, with a reason, by an administrator. saveFlag 1 signs
     * in the same transaction.
     */
    async save({
      actor,
      id,
      input,
      ipAddress,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof SaveReportValues>;
      /** Where the passkeys of a Save & Sign were typed (their lockout counts by doctor). */
      ipAddress: string;
    }): Promise<ReportSaved> {
      const fromDoctorLogin = actor.kind === 'doctor';
      requirePermission(actor, fromDoctorLogin ? 'doctor.reports' : 'reports.enter');
      const settings = await labSettings.operation(actor.labId);
      if (fromDoctorLogin && !settings.testEntryByDoctor) throw forbidden('doctorEntryOff');
      // The passkey hash is slow on purpose: checked before the transaction, never holding the report's lock.
      const verified =
        input.saveFlag === 1
          ? await signing.verifySignatures({ actor, signatures: input.signatures, ipAddress })
          : undefined;
      const at = now();
      return db.transaction(async (tx) => {
        const locked = await lockedForChange(tx, actor, id, input.version);
        const before = locked.report;
        if (!isLive(before)) throw conflict('reportDismissedByOperations');
        if (fromDoctorLogin && doctorReadOnlyStatuses.has(reportStatusOf(reportFlagsOf(before, locked.sample)))) {
          throw conflict('cannotEditAuthorisedReports');
        }
        const { parameters } = await formatOfTest(tx, actor.labId, before.testId, input.formatId);
        const entered = new Map(input.values.map(({ index, value }) => [index, value]));
        const values = valuesToStore(parameters, entered, locked.patientGender, settings.forceCalculationFlag);
        const problem = saveProblemOf(parameters, values, settings);
        if (problem) throw badRequest(problem.problem, `values.${problem.indexes[0]}`);
        const { completedTests, isPartialFill } = fillStateOf(parameters, values);
        const criticalValues = criticalCountOf(values);
        const deviceId = await deviceOfSave(tx, actor.labId, before, input.deviceId);
        let change: ReportChange = {
          deviceId,
          values,
          completedTests,
          partialFill: isPartialFill,
          criticalValues,
          comments: input.comments === undefined ? before.comments : input.comments,
          reportFormatId: input.formatId,
          enteredAt: at,
          enteredBy: labUserIdOf(actor),
          // A new critical value is news to the staff again, whoever acknowledged the earlier ones.
          ...(criticalValues > before.criticalValues
            ? { criticalAcknowledgedAt: null, criticalAcknowledgedBy: null }
            : {}),
        };
        const signatures = await signaturesOfReport(tx, actor.labId, id);
        const valuesChanged = valuesFingerprintText(values) !== valuesFingerprintText(before.values);
        let signaturesRemoved = 0;
        if (before.isSynced) {
          // A dispatched report changes only as an amendment: the original kept, signed and dispatched again.
          requirePermission(actor, 'reports.amend');
          const reason = input.amendmentReason?.trim() ?? '';
          if (reason === '') throw badRequest('amendmentReasonRequired', 'amendmentReason');
          await insertAmendment(tx, {
            labId: actor.labId,
            reportId: id,
            reason,
            previousValues: before.values,
            previousSignatures: signatures.map(({ signature, doctorName }) => ({
              doctorId: signature.doctorId,
              doctorName,
              position: signature.position,
              signedAt: signature.signedAt.toISOString(),
            })),
            amendedAt: at,
            amendedBy: labUserIdOf(actor),
          });
          signaturesRemoved = (await deleteSignaturesOfReport(tx, actor.labId, id)).length;
          change = { ...change, ...unsigned, isSynced: false, syncedAt: null, amendments: before.amendments + 1 };
          await audit(tx, actor, {
            action: 'report.amend',
            entityType: 'report',
            entityId: id,
            before: { ...auditedValues(before), signatures: signatures.map(({ signature }) => signature.doctorId) },
            after: { reason, values },
          });
        } else if (signatures.length > 0 && valuesChanged) {
          // A signature vouches for the values it was given on (decision 0039).
          if (!input.removeSignatures) throw conflict('valuesChangeRemovesSignatures', 'values');
          signaturesRemoved = (await deleteSignaturesOfReport(tx, actor.labId, id)).length;
          change = { ...change, ...unsigned };
          await audit(tx, actor, {
            action: 'report.signaturesRemoved',
            entityType: 'report',
            entityId: id,
            before: { signatures: signatures.map(({ signature, doctorName }) => ({ ...signature, doctorName })) },
            after: { signatures: [] },
          });
        }
        const after = await writeReportChange(tx, { before, change, at });
        await stockConsumption.consumeForReport({
          actor,
          reportId: id,
          testId: before.testId,
          departmentId: before.departmentId,
          deviceId,
          ...(input.inventoryValue ? { lines: input.inventoryValue } : {}),
          at,
        });
        await qcHolds.holdReportIfOpen({ labId: actor.labId, reportId: id, testId: before.testId, deviceId });
        await audit(tx, actor, {
          action: 'report.values',
          entityType: 'report',
          entityId: id,
          before: auditedValues(before),
          after: auditedValues(after),
        });
        const signed =
          verified &&
          (await signing.signWithin({
            actor,
            reportId: id,
            signatures: verified,
            submit: input.submit,
            confirmOnHold: true,
            fromDoctorLogin,
          }));
        const report = await entryOf(actor, id);
        await publish(actor.labId, { kind: 'saved', reportIds: [id] });
        if (report.critical.count > 0 && report.critical.acknowledgedAt === null) {
          await publish(actor.labId, {
            kind: 'critical',
            reportIds: [id],
            critical: {
              reportId: id,
              testName: report.test.name,
              patientName: report.patient.fullName,
              count: report.critical.count,
            },
          });
        }
        return { report, signaturesRemoved, messageKey: signed ? signed.messageKey : 'reportSaved' };
      });
    },

    /**
     * `PUT /api/v1/reports/{id}/format` (spec 001 §4 'Report format change'): the values of the
     * parameters whose index and name match in the new format stay, evaluated against its
     * ranges; the others go. A signed or dispatched report keeps its format.
     */
    async changeFormat({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: ChangeReportFormat;
    }): Promise<ReportEntry> {
      requirePermission(actor, 'reports.enter');
      const settings = await labSettings.operation(actor.labId);
      const at = now();
      return db.transaction(async (tx) => {
        const locked = await lockedForChange(tx, actor, id, input.version);
        const before = locked.report;
        if (!isLive(before)) throw conflict('reportDismissedByOperations');
        if (before.isSynced || before.isSigned || before.partialSigned || before.isApproved) {
          throw conflict('cannotEditAuthorisedReports');
        }
        const format = await formatOfTest(tx, actor.labId, before.testId, input.formatId);
        const previous =
          before.reportFormatId === null ? undefined : await findFormat(tx, actor.labId, before.reportFormatId);
        const nameOf = (parameters: readonly ReportFormatParameter[], index: number) =>
          parameters
            .find((parameter) => parameter.index === index)
            ?.name.trim()
            .toLowerCase();
        const kept = new Map(
          before.values
            .filter(({ index }) => {
              const name = nameOf(previous?.parameters ?? [], index);
              return name !== undefined && name === nameOf(format.parameters, index);
            })
            .map(({ index, value }) => [index, value]),
        );
        const values =
          before.values.length === 0
            ? []
            : valuesToStore(format.parameters, kept, locked.patientGender, settings.forceCalculationFlag);
        const { completedTests, isPartialFill } = fillStateOf(format.parameters, values);
        const after = await writeReportChange(tx, {
          before,
          change: {
            reportFormatId: format.id,
            values,
            completedTests,
            partialFill: isPartialFill,
            criticalValues: criticalCountOf(values),
          },
          at,
        });
        await audit(tx, actor, {
          action: 'report.format',
          entityType: 'report',
          entityId: id,
          before: auditedValues(before),
          after: auditedValues(after),
        });
        await publish(actor.labId, { kind: 'saved', reportIds: [id] });
        return entryOf(actor, id);
      });
    },

    /**
     * `POST /api/v1/reports/{id}/critical-acknowledgement` (the 'Critical values'): who
     * acknowledged the report's critical values, and when; every open list hears it.
     */
    async acknowledgeCritical({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: ReportVersion;
    }): Promise<ReportEntry> {
      requirePermission(actor, 'reports.enter');
      const at = now();
      return db.transaction(async (tx) => {
        const { report: before } = await lockedForChange(tx, actor, id, input.version);
        if (before.criticalValues === 0) throw conflict('noCriticalValue');
        const after = await writeReportChange(tx, {
          before,
          change: { criticalAcknowledgedAt: at, criticalAcknowledgedBy: labUserIdOf(actor) },
          at,
        });
        await audit(tx, actor, {
          action: 'report.criticalAcknowledged',
          entityType: 'report',
          entityId: id,
          before: {
            criticalAcknowledgedAt: before.criticalAcknowledgedAt,
            criticalAcknowledgedBy: before.criticalAcknowledgedBy,
          },
          after: {
            criticalAcknowledgedAt: after.criticalAcknowledgedAt,
            criticalAcknowledgedBy: after.criticalAcknowledgedBy,
          },
        });
        await publish(actor.labId, { kind: 'criticalAcknowledged', reportIds: [id] });
        return entryOf(actor, id);
      });
    },
  };
}

export type ReportEntryService = ReturnType<typeof createReportEntryService>;
