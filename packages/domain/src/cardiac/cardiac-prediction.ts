import type { CardiacBand } from './cardiac-bands.js';

/*
 * The shape of a cardiac risk answer (spec 000 §3 'Cardiac prediction response':
 * Data[0].DateOfVisit; Prediction.HeartRisk.TopRiskContributors; Prediction.MedicalProtocol with
 * LabInvestigationRecommended and DiagnosticsAndImagingRecommended (Yes/No per item),
 * Medication, Management.RepeatVisit.Comments). Items and advice are codes, which screens
 * translate; the rules that choose them are in cardiac-assessment.ts and the area's README.
 */

/** The risk factors a person can change, as the model sees them. */
export const modifiableRiskFactors = ['systolicPressure', 'bmi', 'smoking', 'diabetes'] as const;
export type ModifiableRiskFactor = (typeof modifiableRiskFactors)[number];

export const labInvestigations = ['lipidProfile', 'hba1c', 'kidneyFunction', 'urineAlbumin'] as const;
export type LabInvestigation = (typeof labInvestigations)[number];

export const diagnosticsAndImaging = ['ecg', 'echocardiography', 'stressTest'] as const;
export type DiagnosticOrImaging = (typeof diagnosticsAndImaging)[number];

export const medicationAdvice = [
  'discussBloodPressureTreatment',
  'reviewBloodPressureTreatment',
  'discussStatin',
  'reviewDiabetesTreatment',
  'noMedicationChange',
] as const;
export type MedicationAdvice = (typeof medicationAdvice)[number];

export const otherAdvice = [
  'seekCareForSymptoms',
  'stopSmoking',
  'reduceWeight',
  'increaseActivity',
  'heartHealthyDiet',
  'limitAlcohol',
  'improveSleep',
  'manageStress',
] as const;
export type OtherAdvice = (typeof otherAdvice)[number];

export type YesNo = 'Yes' | 'No';

export interface RiskContributor {
  factor: ModifiableRiskFactor;
  /** Percentage points of 10-year risk that this factor adds: the risk minus the risk with this factor ideal. */
  riskPointsAbove: number;
  /** This factor's share, in percent, of the risk above that of the same person with every factor ideal. */
  sharePercent: number;
}

export interface CardiacPrediction {
  HeartRisk: {
    /** The 10-year risk, in percent, rounded to one decimal. */
    Score: number;
    Band: CardiacBand;
    /** The same person's risk with every modifiable factor ideal, in percent. */
    IdealScore: number;
    /** Ranked, largest first; only factors that add risk. */
    TopRiskContributors: RiskContributor[];
  };
  MedicalProtocol: {
    LabInvestigationRecommended: { item: LabInvestigation; recommended: YesNo }[];
    DiagnosticsAndImagingRecommended: { item: DiagnosticOrImaging; recommended: YesNo }[];
    Medication: MedicationAdvice[];
    OtherAdvice: OtherAdvice[];
    Management: { RepeatVisit: { months: 3 | 6 | 12; Comments: string } };
  };
}
