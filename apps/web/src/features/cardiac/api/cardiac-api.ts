import { CardiacScoreAnswer, type CardiacScoreRequest, ClinicalVisitDetail, ClinicalVisitList } from '@lims/contract';
import { api } from '../../../app/api-client';

const patientBase = (patientId: number) => `/api/v1/patients/${patientId}`;

/** Saves the Clinical Info form, and scores it unless `saveOnly` (spec 000 §4 'Cardiac score form'). */
export const postCardiacScore = (patientId: number, body: CardiacScoreRequest) =>
  api.post(`${patientBase(patientId)}/cardiac-scores`, body, CardiacScoreAnswer);

/** The patient's clinical visits, newest first. */
export const listClinicalVisits = (patientId: number, signal?: AbortSignal) =>
  api.get(`${patientBase(patientId)}/clinical-visits`, ClinicalVisitList, { signal });

/** One visit in full: its form, the facts read from it and the model's answer. */
export const getClinicalVisit = (patientId: number, visitId: number, signal?: AbortSignal) =>
  api.get(`${patientBase(patientId)}/clinical-visits/${visitId}`, ClinicalVisitDetail, { signal });
