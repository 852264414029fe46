import type {
  AlcoholUse,
  ClinicalSex,
  Diet,
  GynaecologicalStatus,
  HeartSymptom,
  HeightUnit,
  PhysicalActivity,
  PsychologicalStress,
  PulseRhythm,
  SleepingHours,
  SmokingStatus,
  WaistUnit,
  WeightUnit,
  WorkActivity,
} from './clinical-info-options.js';

/**
 * The Clinical Info form as the user fills it (spec 000 §3 'Cardiac score form fields'), with
 * the spec's field names, which are also the API's. Measurements are in the units chosen beside
 * them; `normalisedClinicalInfo` gives centimetres and kilograms. Numbers the user has not typed
 * are null (the form's required checks name them).
 */
export interface ClinicalInfoForm {
  // Physical
  Age: number | null;
  gender: ClinicalSex | null;
  Height: number | null;
  HeightUnit: HeightUnit;
  Weight: number | null;
  WeightUnit: WeightUnit;
  Waist: number | null;
  WaistUnit: WaistUnit;
  BMI: number | null;
  // Heart Health
  HeartRatePerMinute: number | null;
  BloodPressureSystolic: number | null;
  BloodPressureDiastolic: number | null;
  RateofRespirationPerMinute: number | null;
  HeartRelatedSymptom: HeartSymptom;
  Rhythm: PulseRhythm;
  // Psychological
  PsychologicalStress: PsychologicalStress;
  // Lifestyle
  PhysicalActivity: PhysicalActivity;
  Diet: Diet;
  Alcohol: AlcoholUse;
  Smoke: SmokingStatus;
  Activity: WorkActivity;
  SleepingHrs: SleepingHours;
  // Medical History
  gynecologicalStatus: GynaecologicalStatus;
  currentConditions: string[];
  pastConditions: string[];
  currentMedications: string[];
  parentHistory: string[];
  familyHistory: string[];
}

/**
 * The six yes-or-no facts the spec names beside the form (DiabetesMellitus, Tobacco,
 * Hypertension, Dyslipidaemia, PrevHeartDisease, FamilyHistoryofHeartDisease). They are read
 * from the multi-selects and the smoking answer, never typed, so they cannot contradict them
 * (docs/decisions/0031-cardiac-risk-score.md).
 */
export interface ClinicalRiskFlags {
  DiabetesMellitus: 'Yes' | 'No';
  Tobacco: 'Yes' | 'No';
  Hypertension: 'Yes' | 'No';
  Dyslipidaemia: 'Yes' | 'No';
  PrevHeartDisease: 'Yes' | 'No';
  FamilyHistoryofHeartDisease: 'Yes' | 'No';
}
