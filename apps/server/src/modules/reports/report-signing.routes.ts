import {
  ChangeConsultingDoctor,
  DoctorSignPatientReports,
  DoctorSignReport,
  ErrorResponse,
  IdParams,
  PasskeyCheck,
  PasskeyCheckResult,
  PatientIdParams,
  ReportEntry,
  ReportIdParams,
  ReportsOutcome,
  ReportVersion,
  SigningDoctorOptions,
  SignReport,
  SubmitReports,
  VersionQuery,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const tags = ['reports'];

export const reportSigningRoutes: AreaRoutes = async (app, { services }) => {
  const { reportSigning, reportEntry } = services;

  app.get(
    '/reports/:id/signing-doctors',
    {
      config: { permission: 'reports.sign' },
      schema: {
        tags,
        summary:
          "The enabled signing doctors who reach the report's department, its default first, each marked when " +
          'this session holds their verified passkey; the doctor the lab fixes, if any',
        params: ReportIdParams,
        response: { 200: SigningDoctorOptions, ...errors },
      },
    },
    async (request) => reportSigning.signingDoctors({ actor: labActorOf(request), reportId: request.params.id }),
  );

  app.post(
    '/doctors/:id/passkey-check',
    {
      config: { permission: 'reports.sign' },
      schema: {
        tags,
        summary:
          "A signing row's passkey checked as it is typed; a right one is remembered for this session " +
          '(10 minutes, 30 days with cacheSignatureFlag); 429 passkeyLocked after 5 wrong ones in 15 minutes',
        params: IdParams,
        body: PasskeyCheck,
        response: { 200: PasskeyCheckResult, ...errors },
      },
    },
    async (request) =>
      reportSigning.checkPasskey({
        actor: labActorOf(request),
        doctorId: request.params.id,
        passkey: request.body.passkey,
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/reports/:id/signatures',
    {
      config: { permission: 'reports.sign' },
      schema: {
        tags,
        summary:
          'One to four doctors sign the report, all or none, and it is submitted with `submit`: 400 passkeyNotValid ' +
          "or signingDoctorLacksDepartment on the row's field; 409 reportNotSignable, reportNotReadyToSign, " +
          'confirmSignOnHold, doctorAlreadySigned, tooManySigningDoctors, submitInvalid or staleRecord',
        params: ReportIdParams,
        body: SignReport,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.sign({ actor, reportId: request.params.id, input: request.body, ipAddress: request.ip });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.delete(
    '/reports/:id/signatures',
    {
      config: { permission: 'reports.sign' },
      schema: {
        tags,
        summary: 'Every signature of a report not yet dispatched removed; 409 reportNotSigned or reportNotSignable',
        params: ReportIdParams,
        querystring: VersionQuery,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.removeSignatures({ actor, reportId: request.params.id, version: request.query.version });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/doctor/reports/:id/sign',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary: 'The doctor signs the report in their own login with their passkey, which approves it',
        params: ReportIdParams,
        body: DoctorSignReport,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.doctorSign({
        actor,
        reportId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/doctor/reports/:id/disapprove',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary: "The doctor's own signature and the approval withdrawn; the comments stay",
        params: ReportIdParams,
        body: ReportVersion,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.disapprove({ actor, reportId: request.params.id, version: request.body.version });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/doctor/reports/:id/review',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary: 'The doctor reviewed the report: its review counter one up',
        params: ReportIdParams,
        body: ReportVersion,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.review({ actor, reportId: request.params.id, version: request.body.version });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/doctor/patients/:patientId/sign',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary:
          "The doctor signs the patient's listed reports they reach that are entered and not yet signed by them, " +
          'with one passkey; the others are answered with their reason',
        params: PatientIdParams,
        body: DoctorSignPatientReports,
        response: { 200: ReportsOutcome, ...errors },
      },
    },
    async (request) =>
      reportSigning.doctorSignPatient({
        actor: labActorOf(request),
        patientId: request.params.patientId,
        input: request.body,
        ipAddress: request.ip,
      }),
  );

  app.put(
    '/reports/:id/consulting-doctor',
    {
      config: { permission: 'reports.assignDoctor' },
      schema: {
        tags,
        summary: "The report's consulting doctor set, or cleared with null",
        params: ReportIdParams,
        body: ChangeConsultingDoctor,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => {
      const actor = labActorOf(request);
      await reportSigning.changeConsultingDoctor({ actor, reportId: request.params.id, input: request.body });
      return reportEntry.get({ actor, id: request.params.id });
    },
  );

  app.post(
    '/reports/submit',
    {
      config: { permission: 'reports.submit' },
      schema: {
        tags,
        summary:
          'The signed reports dispatched, each from the version read; those not signed, on hold, dismissed or ' +
          'of a redrawn sample refused with submitInvalid',
        body: SubmitReports,
        response: { 200: ReportsOutcome, ...errors },
      },
    },
    async (request) => reportSigning.submit({ actor: labActorOf(request), input: request.body }),
  );
};
