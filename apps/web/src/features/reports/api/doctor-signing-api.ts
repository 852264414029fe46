import { type DoctorSignPatientReports, ReportsOutcome } from '@lims/contract';
import { api } from '../../../app/api-client';

/** spec 002 §7 signAllReports: the doctor signs the listed reports of one patient with one passkey. */
export const signPatientReports = (patientId: number, body: DoctorSignPatientReports) =>
  api.post(`/api/v1/doctor/patients/${patientId}/sign`, body, ReportsOutcome);
