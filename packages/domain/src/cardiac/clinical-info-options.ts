/**
 * The choices of the Clinical Info form (spec 000 §3 'Cardiac score form fields', §9 'Cardiac
 * form defaults' and option list sizes). The spec gives the sizes of most lists but not their
 * texts ("option texts not shown"): ours are in docs/decisions/0031-cardiac-risk-score.md. The
 * stored values are these English texts; screens translate them by key.
 */
export const heightUnits = ['Cm', 'Feet'] as const;
export type HeightUnit = (typeof heightUnits)[number];
export const weightUnits = ['Kg', 'Pound'] as const;
export type WeightUnit = (typeof weightUnits)[number];
export const waistUnits = ['Cm', 'Inch'] as const;
export type WaistUnit = (typeof waistUnits)[number];

/** The sexes the risk model is defined for; a patient recorded as Other chooses one for the model. */
export const clinicalSexes = ['Male', 'Female'] as const;
export type ClinicalSex = (typeof clinicalSexes)[number];

/** Pulse rhythm: 4 options (spec 000 §9), default 'Regularly Regular'. */
export const pulseRhythms = ['Regularly Regular', 'Regularly Irregular', 'Irregularly Irregular', 'Not Known'] as const;
export type PulseRhythm = (typeof pulseRhythms)[number];

/** Psychological stress: 5 options, default 'No'. */
export const psychologicalStressLevels = ['No', 'Mild', 'Moderate', 'High', 'Severe'] as const;
export type PsychologicalStress = (typeof psychologicalStressLevels)[number];

/** Gynaecological status: 4 options. */
export const gynaecologicalStatuses = ['Not Applicable', 'Pre-menopausal', 'Post-menopausal', 'Pregnant'] as const;
export type GynaecologicalStatus = (typeof gynaecologicalStatuses)[number];

/** Diet: 5 options, default 'Mix'; Vegan is sent as Veg and Veg&Egg as Mix (spec 000 §9). */
export const diets = ['Vegan', 'Veg', 'Veg&Egg', 'Mix', 'Non-Veg'] as const;
export type Diet = (typeof diets)[number];

/** Alcohol: 4 options, default 'No'; Occassional (the spec's spelling) and Heavy are sent as Current. */
export const alcoholUses = ['No', 'Occassional', 'Heavy', 'Past'] as const;
export type AlcoholUse = (typeof alcoholUses)[number];

/** Smoking (spec 000 §9), default 'No'. */
export const smokingStatuses = ['Current Smoker', 'Past Smoker', 'No'] as const;
export type SmokingStatus = (typeof smokingStatuses)[number];

/** Work activity (spec 000 §9), default 'Light Work'. */
export const workActivities = ['Heavy Physical Work', 'Desk Job', 'Light Work'] as const;
export type WorkActivity = (typeof workActivities)[number];

/** Sleep (spec 000 §9), default '<5 hours'. */
export const sleepingHours = ['>7 hours', '5-7 hours', '<5 hours'] as const;
export type SleepingHours = (typeof sleepingHours)[number];

/** Physical activity (spec 000 §9), default 'Sedentary'. */
export const physicalActivities = ['Mild', 'Active', 'Moderate', 'Sedentary'] as const;
export type PhysicalActivity = (typeof physicalActivities)[number];

/** Heart-related symptoms now (ours: the spec names the field, not its options). */
export const heartSymptoms = ['No', 'Chest Pain', 'Breathlessness', 'Palpitations', 'Fainting'] as const;
export type HeartSymptom = (typeof heartSymptoms)[number];

/** 'None' in a multi-select clears and disables the others (spec 000 §4 'Cardiac score form'). */
export const noneOption = 'None';
export const diabetesControlled = 'Diabetes - Controlled';
export const diabetesNotControlled = 'Diabetes - Not Controlled';

/** Current conditions: 24 options (spec 000 §9). */
export const currentConditionOptions = [
  noneOption,
  diabetesControlled,
  diabetesNotControlled,
  'Hypertension',
  'Dyslipidaemia',
  'Obesity',
  'Hypothyroidism',
  'Hyperthyroidism',
  'Chronic Kidney Disease',
  'Fatty Liver',
  'Asthma',
  'COPD',
  'Anaemia',
  'Atrial Fibrillation',
  'Heart Failure',
  'Angina',
  'Peripheral Artery Disease',
  'Sleep Apnoea',
  'Polycystic Ovary Syndrome',
  'Rheumatoid Arthritis',
  'Gout',
  'Depression',
  'Anxiety',
  'Migraine',
] as const;

/** Past conditions: 14 options. */
export const pastConditionOptions = [
  noneOption,
  'Heart Attack',
  'Angioplasty / Stent',
  'Bypass Surgery',
  'Stroke',
  'Transient Ischaemic Attack',
  'Heart Valve Disease',
  'Rheumatic Fever',
  'Gestational Diabetes',
  'Pre-eclampsia',
  'Deep Vein Thrombosis',
  'Tuberculosis',
  'Cancer',
  'Kidney Stones',
] as const;

/** Current medications: 17 options. */
export const currentMedicationOptions = [
  noneOption,
  'Antihypertensive',
  'Statin',
  'Aspirin',
  'Other Antiplatelet',
  'Anticoagulant',
  'Insulin',
  'Metformin',
  'Other Diabetes Medicine',
  'Beta Blocker',
  'Diuretic',
  'Nitrate',
  'Thyroid Medicine',
  'Inhaler',
  'Painkiller (NSAID)',
  'Antidepressant',
  'Oral Contraceptive',
] as const;

/** Parent history: 5 options. */
export const parentHistoryOptions = [noneOption, 'Heart Disease', 'Diabetes', 'Hypertension', 'Stroke'] as const;

/** Family history: 12 options. */
export const familyHistoryOptions = [
  noneOption,
  'Heart Attack',
  'Sudden Cardiac Death',
  'Heart Disease before 55 (men)',
  'Heart Disease before 65 (women)',
  'Stroke',
  'Diabetes',
  'Hypertension',
  'High Cholesterol',
  'Kidney Disease',
  'Obesity',
  'Cancer',
] as const;

/** The five multi-selects, by their field name in the form. */
export const clinicalMultiSelects = {
  currentConditions: currentConditionOptions,
  pastConditions: pastConditionOptions,
  currentMedications: currentMedicationOptions,
  parentHistory: parentHistoryOptions,
  familyHistory: familyHistoryOptions,
} as const;
export type ClinicalMultiSelect = keyof typeof clinicalMultiSelects;

/** spec 000 §9 'Cardiac form defaults'. */
export const clinicalInfoDefaults = {
  HeightUnit: 'Cm',
  WeightUnit: 'Kg',
  WaistUnit: 'Cm',
  Diet: 'Mix',
  Alcohol: 'No',
  Smoke: 'No',
  Activity: 'Light Work',
  SleepingHrs: '<5 hours',
  PhysicalActivity: 'Sedentary',
  Rhythm: 'Regularly Regular',
  PsychologicalStress: 'No',
  HeartRelatedSymptom: 'No',
  gynecologicalStatus: 'Not Applicable',
} as const satisfies Record<string, string>;
