import type { ClinicalInfoForm, Patient } from '@lims/contract';
import type { CardiacAssessment, InvestigationsOnRecord } from '@lims/domain';

/** What a provider is asked: the form as filled, what the patient has on record, and who they are. */
export interface CardiacRiskRequest {
  form: ClinicalInfoForm;
  /** The investigations the patient had ordered in the last 365 days. */
  onRecord: InvestigationsOnRecord;
  patient: Patient;
}

/**
 * Whoever computes a cardiac risk answer (docs/decisions/0031-cardiac-risk-score.md). The
 * built-in provider is the Framingham model of the domain; another, such as the outside service
 * the original product called, is a second implementation chosen where the area is built. A
 * provider answers the assessment or a refusal with a message key; it never writes.
 */
export interface CardiacRiskProvider {
  /** Which provider and model answered, kept with each score (e.g. 'framingham-2008-bmi'). */
  name: string;
  score(request: CardiacRiskRequest): Promise<CardiacAssessment>;
}
