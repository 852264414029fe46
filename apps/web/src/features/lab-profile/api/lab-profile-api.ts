import {
  BankOtpSent,
  CentreBank,
  CentreDetails,
  CentreRoles,
  centreDetailsPath,
  LabProfile,
  labLogoPath,
  OwnDetails,
  RoleCandidates,
  type StoredFile,
  type UpdateBankDetails,
  type UpdateCentreDetails,
  type UpdateCentreRoles,
  type UpdateOwnDetails,
  type UpdateWeeklyTimings,
  uploadFieldName,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/lab-profile';

export const getLabProfile = (signal?: AbortSignal) => api.get(base, LabProfile, { signal });

/** Multipart, the file in the part 'file'; the server checks its type by its bytes and its size as it streams. */
export function uploadLabLogo(file: File, version: number) {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.put(labLogoPath, form, LabProfile, { query: { version } });
}

export const removeLabLogo = (version: number) => api.command(labLogoPath, 'DELETE', undefined, { query: { version } });

/** The logo's address; it changes with the logo, so a browser never shows a replaced one from its cache. */
export const labLogoUrl = (logo: StoredFile) => `${labLogoPath}?v=${logo.id}`;

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
