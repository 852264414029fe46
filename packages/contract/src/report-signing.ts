import { z } from 'zod';
import { Id, Version } from './common.js';
import { SignatureRequest } from './report-entry.js';

/** A signing doctor offered on a report (spec 001 §2 'Select Doctor..', §5 Signing). */
export const SigningDoctorOption = z.object({
  id: z.number().int(),
  fullName: z.string(),
  /** The department's default doctor, offered first. */
  isDepartmentDefault: z.boolean(),
  /** A signature of this doctor is remembered for this session (cacheSignatureFlag): its row is masked. */
  cached: z.boolean(),
});
export type SigningDoctorOption = z.infer<typeof SigningDoctorOption>;

/**
 * `GET /api/v1/reports/{id}/signing-doctors`: the doctors with access to the report's department,
 * the department's default first; `fixedDoctorId` locks the last field (fixDefaultSignDocFlag).
 */
export const SigningDoctorOptions = z.object({
  doctors: z.array(SigningDoctorOption),
  fixedDoctorId: z.number().int().nullable(),
});
export type SigningDoctorOptions = z.infer<typeof SigningDoctorOptions>;

/** `POST /api/v1/doctors/{id}/passkey-check`: the row's check (spec 001 §5: debounced 300 ms, rate-limited). */
export const PasskeyCheck = z.object({ passkey: z.string().max(200) });
export type PasskeyCheck = z.infer<typeof PasskeyCheck>;
export const PasskeyCheckResult = z.object({ valid: z.boolean() });
export type PasskeyCheckResult = z.infer<typeof PasskeyCheckResult>;

/**
 * `POST /api/v1/reports/{id}/signatures` (spec 001 §7 signLabReportDoctor, syncReport): one to
 * four doctors sign at once; `submit` also dispatches the report when it is then signed.
 * A doctor in their own login signs for themself and sends only `passkey`.
 */
export const SignReport = z.object({
  version: Version,
  signatures: z.array(SignatureRequest).min(1).max(4),
  submit: z.boolean().default(false),
  /** The on-hold confirmation was given ('Are you sure you want sign this report?'). */
  confirmOnHold: z.boolean().default(false),
});
export type SignReport = z.input<typeof SignReport>;

/** `POST /api/v1/doctor/reports/{id}/sign`: the doctor signs in their own login (Approved). */
export const DoctorSignReport = z.object({
  version: Version,
  passkey: z.string().max(200),
  submit: z.boolean().default(false),
  confirmOnHold: z.boolean().default(false),
});
export type DoctorSignReport = z.input<typeof DoctorSignReport>;

/**
 * `POST /api/v1/doctor/patients/{patientId}/sign` (spec 002 §7 signAllReports): the doctor signs
 * the listed reports of the patient that are theirs to sign, with one passkey.
 */
export const DoctorSignPatientReports = z.object({
  passkey: z.string().max(200),
  reportIds: z.array(Id).min(1).max(200),
});
export type DoctorSignPatientReports = z.infer<typeof DoctorSignPatientReports>;

export const PatientIdParams = z.object({ patientId: Id });

/** `PUT /api/v1/reports/{id}/consulting-doctor` (spec 001 §7 updateDoctorbyAdmin). */
export const ChangeConsultingDoctor = z.object({ version: Version, doctorId: Id.nullable() });
export type ChangeConsultingDoctor = z.infer<typeof ChangeConsultingDoctor>;
