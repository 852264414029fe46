import {
  BankOtpSent,
  CentreBank,
  CentreDetails,
  CentreRoles,
  centreDetailsPath,
  OwnDetails,
  RoleCandidates,
  type UpdateBankDetails,
  type UpdateCentreDetails,
  type UpdateCentreRoles,
  type UpdateOwnDetails,
  type UpdateWeeklyTimings,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/lab-profile';

// Centre settings (spec 000 §7 Centre settings calls).
export const getCentreDetails = (signal?: AbortSignal) => api.get(centreDetailsPath, CentreDetails, { signal });
export const updateCentreDetails = (input: UpdateCentreDetails) => api.put(centreDetailsPath, input, CentreDetails);
export const updateWeeklyTimings = (input: UpdateWeeklyTimings) => api.put(`${base}/timings`, input, CentreDetails);

export const getCentreBank = (signal?: AbortSignal) => api.get(`${base}/bank`, CentreBank, { signal });
export const sendBankOtp = () => api.post(`${base}/bank/otp`, undefined, BankOtpSent);
export const updateCentreBank = (input: UpdateBankDetails) => api.put(`${base}/bank`, input, CentreBank);

export const getCentreRoles = (signal?: AbortSignal) => api.get(`${base}/roles`, CentreRoles, { signal });
export const getRoleCandidates = (signal?: AbortSignal) =>
  api.get(`${base}/roles/candidates`, RoleCandidates, { signal });
export const updateCentreRoles = (input: UpdateCentreRoles) => api.put(`${base}/roles`, input, CentreRoles);

export const getOwnDetails = (signal?: AbortSignal) => api.get(`${base}/me`, OwnDetails, { signal });
export const updateOwnDetails = (input: UpdateOwnDetails) => api.put(`${base}/me`, input, OwnDetails);
