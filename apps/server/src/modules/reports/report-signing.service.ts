import { createHash } from 'node:crypto';
import type {
  ChangeConsultingDoctor,
  DoctorSignPatientReports,
  DoctorSignReport,
  PasskeyCheckResult,
  ReportsOutcome,
  ReportsPayload,
  SignatureRequest,
  SigningDoctorOptions,
  SignReport,
  SubmitReports,
} from '@lims/contract';
import {
  cachedSignatureDays,
  DomainError,
  doctorReachesDepartment,
  type FieldIssue,
  isDomainError,
  type MessageKey,
  orderSigningDoctors,
  signingFlagsOf,
  valuesFingerprintText,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { DoctorsService } from '../doctors/doctors.service.js';
import type { LabSettingsService } from '../settings/lab-settings.service.js';
import { lockReachableReport, reachesDepartment } from './report-reach.js';
import {
  auditedReport,
  isLive,
  type LockedReport,
  lockReportForChange,
  type ReportChange,
  writeReportChange,
} from './report-records.queries.js';
import {
  closeSignatureGap,
  deleteSignatures,
  departmentDefaultDoctor,
  grantedDoctorIds,
  grantSignature,
  insertSignatures,
  patientReportIds,
  signaturesOfReport,
} from './report-signing.queries.js';
import type { LabReportRow } from './reports.queries.js';

/** A passkey check without the lab's cacheSignatureFlag is remembered this long: the time to finish the panel. */
export const signingGrantMinutes = 10;

declare const verifiedBrand: unique symbol;
/**
 * The signatures of a request whose typed passkeys were checked (outside any transaction:
 * `verifySignatures`). A remembered one (`fromCache`) is checked against the session's grant
 * inside the signing transaction.
 */
export interface VerifiedSignatures {
  readonly items: readonly { doctorId: number; fromCache: boolean }[];
  readonly [verifiedBrand]: true;
}

export interface SignOutcome {
  report: LabReportRow;
  submitted: boolean;
  /** reportApproved or reportApprovedAndSubmitted (spec 001 §8 Signing). */
  messageKey: MessageKey;
}

export interface ReportSigningDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  doctors: Pick<
    DoctorsService,
    'signingDoctorsOfDepartment' | 'signingDoctorsWithReach' | 'refuseLockedPasskey' | 'verifyPasskey' | 'principal'
  >;
  labSettings: Pick<LabSettingsService, 'operation'>;
  /** A report an unresolved QC hold holds is not signed (issue 15). */
  qcHolds: Pick<ServiceRegistry['qcHolds'], 'heldReportIds'>;
}

const signatureField = (index: number, name: 'doctorId' | 'passkey') => `signatures.${index}.${name}`;
const digestOf = (report: LabReportRow) =>
  createHash('sha256').update(valuesFingerprintText(report.values)).digest('hex');

/** spec 002 §8 Submit 3: what a report must be to be dispatched ('Sample Status is Invalid or Report is on Hold'). */
const submittable = (locked: LockedReport, change: Partial<LabReportRow> = {}) => {
  const report = { ...locked.report, ...change };
  return (
    (report.isSigned || report.isApproved) &&
    isLive(report) &&
    !report.isSynced &&
    !report.onHold &&
    locked.sample?.redrawFlag !== 1
  );
};

/**
 * One change of a reachable report in its own transaction (lockReachableReport), audited as
 * `action` with the fields it changed, before and after.
 */
export function changeReachableReport(
  deps: Pick<ReportSigningDeps, 'db' | 'doctors' | 'now'>,
  {
    actor,
    reportId,
    version,
    action,
    change,
  }: {
    actor: LabActor;
    reportId: number;
    version: number;
    action: string;
    change: (before: LabReportRow) => ReportChange;
  },
): Promise<LabReportRow> {
  return deps.db.transaction(async () => {
    const { report: before } = await lockReachableReport(deps, { actor, reportId, version });
    const changed = change(before);
    const after = await writeReportChange(deps.db, { before, change: changed, at: deps.now() });
    const fields = Object.keys(changed) as (keyof LabReportRow)[];
    const pick = (report: LabReportRow) => Object.fromEntries(fields.map((field) => [field, report[field]]));
    await audit(deps.db, actor, {
      action,
      entityType: 'report',
      entityId: reportId,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}

/**
 * Signing a report by up to four doctors, submitting it, and the doctor's own actions (spec 001
 * §4 Signing, 'Doctor actions', §7 signLabReportDoctor, removeLabReportSignDoctor,
 * disapproveReport; spec 002 §7 signAllReports, §8 Submit; decision 0040).
 */
export function createReportSigningService(deps: ReportSigningDeps) {
  const { db, now, bus, doctors, labSettings, qcHolds } = deps;

  const publish = (labId: number, kind: ReportsPayload['kind'], reportIds: number[]) =>
    bus.publish({ channel: 'waiting-list', labId, payload: { kind, reportIds } satisfies ReportsPayload });

  /** Throws passkeyNotValid on every row whose passkey is wrong. */
  const refuseWrongPasskeys = (fields: FieldIssue[]) => {
    if (fields.length > 0) throw new DomainError('bad_request', 'passkeyNotValid', { fields });
  };

  /**
   * Checks the typed passkeys of a request, each recorded for the lockout (429 passkeyLocked).
   * Call it before the transaction that signs: the hash is slow on purpose, and the record of a
   * wrong passkey must stay when the signing fails. Nothing is signed unless every one is right.
   */
  async function verifySignatures({
    actor,
    signatures,
    ipAddress,
  }: {
    actor: LabActor;
    signatures: readonly z.output<typeof SignatureRequest>[];
    ipAddress: string;
  }): Promise<VerifiedSignatures> {
    const seen = new Set<number>();
    signatures.forEach(({ doctorId }, index) => {
      if (seen.has(doctorId)) throw badRequest('doctorAlreadySigned', signatureField(index, 'doctorId'));
      seen.add(doctorId);
    });
    const known = new Map(
      (await doctors.signingDoctorsWithReach(actor.labId, [...seen])).map((doctor) => [doctor.id, doctor]),
    );
    const wrong: FieldIssue[] = [];
    const items: { doctorId: number; fromCache: boolean }[] = [];
    for (const [index, signature] of signatures.entries()) {
      const doctor = known.get(signature.doctorId);
      if (!doctor) throw badRequest('signingDoctorLacksDepartment', signatureField(index, 'doctorId'));
      const fromCache = signature.cached === true && signature.passkey === undefined;
      if (fromCache) {
        await doctors.refuseLockedPasskey(actor.labId, doctor.id);
      } else if (
        !(await doctors.verifyPasskey({ labId: actor.labId, doctor, passkey: signature.passkey ?? '', ipAddress }))
      ) {
        wrong.push({ field: signatureField(index, 'passkey'), messageKey: 'passkeyNotValid' });
      }
      items.push({ doctorId: doctor.id, fromCache });
    }
    refuseWrongPasskeys(wrong);
    return { items } as unknown as VerifiedSignatures;
  }

  /**
   * Signs a report with verified signatures, all or none; call it inside a transaction (the
   * entry's Save & Sign does, in its own). The flags follow the signature count and the lab's
   * minimum; the doctor's own login approves; signing resolves a hold; `submit` dispatches the
   * report once signed.
   */
  async function signWithin({
    actor,
    reportId,
    version,
    signatures,
    submit,
    confirmOnHold,
    fromDoctorLogin,
  }: {
    actor: LabActor;
    reportId: number;
    /** The version the caller read; the entry's save checked its own already. */
    version?: number | undefined;
    signatures: VerifiedSignatures;
    submit: boolean;
    confirmOnHold: boolean;
    fromDoctorLogin: boolean;
  }): Promise<SignOutcome> {
    requirePermission(actor, fromDoctorLogin ? 'doctor.reports' : 'reports.sign');
    if (fromDoctorLogin && signatures.items.some((item) => item.doctorId !== actor.principalId)) {
      throw badRequest('signingDoctorLacksDepartment', signatureField(0, 'doctorId'));
    }
    if (signatures.items.length === 0) throw badRequest('invalidRequest', 'signatures');
    const locked = await lockReachableReport(deps, { actor, reportId, version });
    const before = locked.report;
    if (!isLive(before) || before.isSynced) throw conflict('reportNotSignable');
    if (!before.completedTests) throw conflict('reportNotReadyToSign');
    if ((await qcHolds.heldReportIds(actor.labId, [reportId])).has(reportId)) throw conflict('reportOnQcHold');
    if (before.onHold && !confirmOnHold) throw conflict('confirmSignOnHold');
    const { minApprovals, maxApprovals } = await labSettings.operation(actor.labId);
    const doctorIds = signatures.items.map((item) => item.doctorId);
    const reach = new Map(
      (await doctors.signingDoctorsWithReach(actor.labId, doctorIds)).map((doctor) => [doctor.id, doctor]),
    );
    const existing = await signaturesOfReport(db, actor.labId, reportId);
    for (const [index, { doctorId }] of signatures.items.entries()) {
      const doctor = reach.get(doctorId);
      if (!doctor || !doctorReachesDepartment(doctor, before.departmentId)) {
        throw badRequest('signingDoctorLacksDepartment', signatureField(index, 'doctorId'));
      }
      if (existing.some((signature) => signature.doctorId === doctorId)) {
        throw conflict('doctorAlreadySigned', signatureField(index, 'doctorId'));
      }
    }
    const signedCount = existing.length + signatures.items.length;
    if (signedCount > maxApprovals) {
      throw new DomainError('conflict', 'tooManySigningDoctors', { params: { count: maxApprovals } });
    }
    const at = now();
    const cachedIds = signatures.items.filter((item) => item.fromCache).map((item) => item.doctorId);
    const granted = await grantedDoctorIds(db, {
      labId: actor.labId,
      sessionId: actor.sessionId,
      doctorIds: cachedIds,
      at,
    });
    refuseWrongPasskeys(
      signatures.items.flatMap((item, index) =>
        item.fromCache && !granted.has(item.doctorId)
          ? [{ field: signatureField(index, 'passkey'), messageKey: 'passkeyNotValid' as const }]
          : [],
      ),
    );
    for (const doctorId of cachedIds) await doctors.refuseLockedPasskey(actor.labId, doctorId);

    const valuesDigest = digestOf(before);
    const added = await insertSignatures(
      db,
      signatures.items.map((item, index) => ({
        labId: actor.labId,
        reportId,
        doctorId: item.doctorId,
        position: existing.length + index + 1,
        signedAt: at,
        signedByLabUserId: labUserIdOf(actor),
        fromDoctorLogin,
        fromCache: item.fromCache,
        valuesDigest,
      })),
    );
    const signed = {
      ...signingFlagsOf(signedCount, minApprovals),
      isApproved: before.isApproved || fromDoctorLogin,
      ...(before.onHold ? { onHold: false, isResolved: true } : {}),
    };
    if (submit && !submittable(locked, signed)) throw conflict('submitInvalid');
    const after = await writeReportChange(db, {
      before,
      change: { ...signed, ...(submit ? { isSynced: true, syncedAt: at } : {}) },
      at,
    });
    await audit(db, actor, {
      action: 'report.sign',
      entityType: 'report',
      entityId: reportId,
      before: { ...auditedReport(before), signatures: existing },
      after: { ...auditedReport(after), signatures: [...existing, ...added] },
    });
    if (submit) {
      await audit(db, actor, {
        action: 'report.submit',
        entityType: 'report',
        entityId: reportId,
        before: auditedReport(before),
        after: auditedReport(after),
      });
    }
    await publish(actor.labId, 'signed', [reportId]);
    if (submit) await publish(actor.labId, 'submitted', [reportId]);
    return { report: after, submitted: submit, messageKey: submit ? 'reportApprovedAndSubmitted' : 'reportApproved' };
  }

  /** Removes signatures (all, or one doctor's own) from a report not yet dispatched, and audits it. */
  async function withdrawSignatures({
    actor,
    locked,
    doctorId,
    action,
  }: {
    actor: LabActor;
    locked: LockedReport;
    doctorId?: number;
    action: 'report.unsign' | 'report.disapprove';
  }): Promise<LabReportRow> {
    const before = locked.report;
    if (!isLive(before) || before.isSynced) throw conflict('reportNotSignable');
    const existing = await signaturesOfReport(db, actor.labId, before.id);
    const removed = await deleteSignatures(db, actor.labId, before.id, doctorId);
    if (removed.length === 0 && !before.isApproved) throw conflict('reportNotSigned');
    for (const gap of removed.map((row) => row.position).sort((left, right) => right - left)) {
      await closeSignatureGap(db, actor.labId, before.id, gap);
    }
    const { minApprovals } = await labSettings.operation(actor.labId);
    const left = existing.length - removed.length;
    const at = now();
    const after = await writeReportChange(db, {
      before,
      change: { ...signingFlagsOf(left, minApprovals), isApproved: false },
      at,
    });
    await audit(db, actor, {
      action,
      entityType: 'report',
      entityId: before.id,
      before: { ...auditedReport(before), signatures: existing },
      after: { ...auditedReport(after), removedSignatures: removed },
    });
    await publish(actor.labId, 'unsigned', [before.id]);
    return after;
  }

  /** The doctor in their own login: a signing doctor with a passkey (else not authorised). */
  const ownDoctor = async (actor: LabActor) => {
    requirePermission(actor, 'doctor.reports');
    const [doctor] = await doctors.signingDoctorsWithReach(actor.labId, [actor.principalId]);
    if (!doctor) throw new DomainError('forbidden', 'notAuthorised');
    return doctor;
  };

  return {
    verifySignatures,
    signWithin,

    /**
     * `GET /reports/{id}/signing-doctors`: who may sign the report (spec 001 §5), the
     * department's default first, with the doctors this session holds a grant for.
     */
    async signingDoctors({ actor, reportId }: { actor: LabActor; reportId: number }): Promise<SigningDoctorOptions> {
      requirePermission(actor, 'reports.sign');
      const { report } = await lockReachableReport(deps, { actor, reportId });
      const [offered, defaultDoctorId, settings] = [
        await doctors.signingDoctorsOfDepartment(actor.labId, report.departmentId),
        await departmentDefaultDoctor(db, actor.labId, report.departmentId),
        await labSettings.operation(actor.labId),
      ];
      const granted = await grantedDoctorIds(db, {
        labId: actor.labId,
        sessionId: actor.sessionId,
        doctorIds: offered.map((doctor) => doctor.id),
        at: now(),
      });
      return {
        doctors: orderSigningDoctors(offered, defaultDoctorId).map((doctor) => ({
          id: doctor.id,
          fullName: doctor.fullName,
          isDepartmentDefault: doctor.id === defaultDoctorId,
          cached: granted.has(doctor.id),
        })),
        fixedDoctorId: settings.fixDefaultSignDocFlag ? settings.defaultSignDoc : null,
      };
    },

    /**
     * `POST /doctors/{id}/passkey-check`: the panel's check of a row as it is typed. A right
     * passkey is remembered for this session: 10 minutes, or 30 days when the lab caches
     * signatures (spec 001 §9 'The doctor sign cookie lasts 30 days').
     */
    async checkPasskey({
      actor,
      doctorId,
      passkey,
      ipAddress,
    }: {
      actor: LabActor;
      doctorId: number;
      passkey: string;
      ipAddress: string;
    }): Promise<PasskeyCheckResult> {
      requirePermission(actor, 'reports.sign');
      const [doctor] = await doctors.signingDoctorsWithReach(actor.labId, [doctorId]);
      if (!doctor) throw notFound();
      const valid = await doctors.verifyPasskey({ labId: actor.labId, doctor, passkey, ipAddress });
      if (valid) {
        const { cacheSignatureFlag } = await labSettings.operation(actor.labId);
        const lasts = cacheSignatureFlag ? cachedSignatureDays * 24 * 60 : signingGrantMinutes;
        await grantSignature(db, {
          labId: actor.labId,
          sessionId: actor.sessionId,
          doctorId,
          expiresAt: new Date(now().getTime() + lasts * 60_000),
        });
      }
      return { valid };
    },

    /** `POST /reports/{id}/signatures`: one to four doctors sign at once. */
    async sign({
      actor,
      reportId,
      input,
      ipAddress,
    }: {
      actor: LabActor;
      reportId: number;
      input: z.output<typeof SignReport>;
      ipAddress: string;
    }): Promise<SignOutcome> {
      requirePermission(actor, 'reports.sign');
      // Another lab's report is not found before any passkey is tried on it.
      await lockReachableReport(deps, { actor, reportId });
      const signatures = await verifySignatures({ actor, signatures: input.signatures, ipAddress });
      return db.transaction(() =>
        signWithin({
          actor,
          reportId,
          version: input.version,
          signatures,
          submit: input.submit,
          confirmOnHold: input.confirmOnHold,
          fromDoctorLogin: false,
        }),
      );
    },

    /** `DELETE /reports/{id}/signatures`: every signature of a report not yet dispatched ('Signed Removed successfully'). */
    async removeSignatures({ actor, reportId, version }: { actor: LabActor; reportId: number; version: number }) {
      requirePermission(actor, 'reports.sign');
      return db.transaction(async () =>
        withdrawSignatures({
          actor,
          locked: await lockReachableReport(deps, { actor, reportId, version }),
          action: 'report.unsign',
        }),
      );
    },

    /** `POST /doctor/reports/{id}/sign`: the doctor signs in their own login, which approves the report. */
    async doctorSign({
      actor,
      reportId,
      input,
      ipAddress,
    }: {
      actor: LabActor;
      reportId: number;
      input: z.output<typeof DoctorSignReport>;
      ipAddress: string;
    }): Promise<SignOutcome> {
      const doctor = await ownDoctor(actor);
      const signatures = await verifySignatures({
        actor,
        signatures: [{ doctorId: doctor.id, passkey: input.passkey, cached: false }],
        ipAddress,
      });
      return db.transaction(() =>
        signWithin({
          actor,
          reportId,
          version: input.version,
          signatures,
          submit: input.submit,
          confirmOnHold: input.confirmOnHold,
          fromDoctorLogin: true,
        }),
      );
    },

    /** `POST /doctor/reports/{id}/disapprove`: the doctor's own signature and the approval go; comments stay. */
    async disapprove({ actor, reportId, version }: { actor: LabActor; reportId: number; version: number }) {
      const doctor = await ownDoctor(actor);
      return db.transaction(async () =>
        withdrawSignatures({
          actor,
          locked: await lockReachableReport(deps, { actor, reportId, version }),
          doctorId: doctor.id,
          action: 'report.disapprove',
        }),
      );
    },

    /** `POST /doctor/reports/{id}/review`: the doctor reviewed the report once more (spec 001 §3 reviewCounter). */
    async review({ actor, reportId, version }: { actor: LabActor; reportId: number; version: number }) {
      await ownDoctor(actor);
      return changeReachableReport(deps, {
        actor,
        reportId,
        version,
        action: 'report.review',
        change: (before) => ({ reviewCounter: before.reviewCounter + 1 }),
      });
    },

    /**
     * `POST /doctor/patients/{patientId}/sign` (spec 002 §7 signAllReports): the listed reports of
     * the patient the doctor may sign, with one passkey, in one transaction; the others are
     * answered with the reason they were left.
     */
    async doctorSignPatient({
      actor,
      patientId,
      input,
      ipAddress,
    }: {
      actor: LabActor;
      patientId: number;
      input: DoctorSignPatientReports;
      ipAddress: string;
    }): Promise<ReportsOutcome> {
      const doctor = await ownDoctor(actor);
      const signatures = await verifySignatures({
        actor,
        signatures: [{ doctorId: doctor.id, passkey: input.passkey, cached: false }],
        ipAddress,
      });
      return db.transaction(async () => {
        const ids = await patientReportIds(db, actor.labId, patientId, [...new Set(input.reportIds)]);
        if (ids.length === 0) throw notFound();
        const outcome: ReportsOutcome = { updated: [], refused: [], messageKey: 'reportSignSuccessful' };
        for (const reportId of ids) {
          try {
            await signWithin({
              actor,
              reportId,
              signatures,
              submit: false,
              confirmOnHold: false,
              fromDoctorLogin: true,
            });
            outcome.updated.push(reportId);
          } catch (error) {
            // A refusal comes before any write of that report: the others are still signed.
            if (!isDomainError(error) || error.code === 'stale' || error.code === 'rate_limited') throw error;
            outcome.refused.push({ id: reportId, messageKey: error.messageKey });
          }
        }
        const unknown = input.reportIds.filter((id) => !ids.includes(id));
        for (const id of new Set(unknown)) outcome.refused.push({ id, messageKey: 'notFound' });
        if (outcome.updated.length === 0) outcome.messageKey = 'allReportsSigned';
        return outcome;
      });
    },

    /** `PUT /reports/{id}/consulting-doctor` (spec 001 §7 updateDoctorbyAdmin): the report's consulting doctor. */
    async changeConsultingDoctor({
      actor,
      reportId,
      input,
    }: {
      actor: LabActor;
      reportId: number;
      input: ChangeConsultingDoctor;
    }) {
      requirePermission(actor, 'reports.assignDoctor');
      if (input.doctorId !== null) {
        const doctor = await doctors.principal(actor.labId, input.doctorId);
        if (!doctor?.enabled) throw badRequest('invalidRequest', 'doctorId');
      }
      return changeReachableReport(deps, {
        actor,
        reportId,
        version: input.version,
        action: 'report.consultingDoctor',
        change: () => ({ consultingDoctorId: input.doctorId }),
      });
    },

    /**
     * `POST /reports/submit` (spec 002 §8 Submit): dispatches each signed, live report that is
     * not on hold and whose sample was not redrawn, in one transaction; the others are refused
     * ('Unable to submit the report, Sample Status is Invalid or Report is on Hold.').
     */
    async submit({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof SubmitReports>;
    }): Promise<ReportsOutcome> {
      requirePermission(actor, 'reports.submit');
      return db.transaction(async () => {
        const outcome: ReportsOutcome = { updated: [], refused: [], messageKey: 'reportSubmitted' };
        const at = now();
        for (const { id, version } of input.reports) {
          const locked = await lockReportForChange(db, actor.labId, id);
          if (!locked || !(await reachesDepartment(doctors, actor, locked.report.departmentId))) {
            outcome.refused.push({ id, messageKey: 'notFound' });
            continue;
          }
          if (locked.report.version !== version) {
            outcome.refused.push({ id, messageKey: 'staleRecord' });
            continue;
          }
          if (!submittable(locked)) {
            outcome.refused.push({ id, messageKey: 'submitInvalid' });
            continue;
          }
          const after = await writeReportChange(db, {
            before: locked.report,
            change: { isSynced: true, syncedAt: at },
            at,
          });
          await audit(db, actor, {
            action: 'report.submit',
            entityType: 'report',
            entityId: id,
            before: auditedReport(locked.report),
            after: auditedReport(after),
          });
          outcome.updated.push(id);
        }
        if (outcome.updated.length > 0) await publish(actor.labId, 'submitted', outcome.updated);
        else outcome.messageKey = 'patientReportsSubmitted';
        return outcome;
      });
    },
  };
}
export type ReportSigningService = ReturnType<typeof createReportSigningService>;
