import { roundHalfAwayFromZero } from '../catalogue/calculation.js';
import type { MessageKey } from '../errors/messages.js';
import type { ClinicalInfoForm, ClinicalRiskFlags } from './clinical-info-form.js';
import {
  type AlcoholUse,
  type ClinicalMultiSelect,
  type ClinicalSex,
  clinicalInfoDefaults,
  clinicalMultiSelects,
  type Diet,
  diabetesControlled,
  diabetesNotControlled,
  type HeightUnit,
  noneOption,
  type WaistUnit,
  type WeightUnit,
} from './clinical-info-options.js';

/*
 * The rules of the Clinical Info form (spec 000 §4 and §5 'Cardiac score form', §9 unit
 * conversions and BMI), shared by the form and the server, which checks the same rules.
 */

/** spec 000 §9: "feet = cm x 0.032808 (30.48 cm per foot), pound = kg x 2.205, inch = 2.54 cm". */
export const unitFactors = { feetPerCm: 0.032808, cmPerFoot: 30.48, poundsPerKg: 2.205, cmPerInch: 2.54 } as const;

const twoDecimals = (value: number): number => roundHalfAwayFromZero(value, 2);

/** Heights in centimetres, unrounded: BMI and the range checks work on the exact value. */
const heightCmOf = (value: number, unit: HeightUnit): number =>
  unit === 'Feet' ? value * unitFactors.cmPerFoot : value;
const weightKgOf = (value: number, unit: WeightUnit): number =>
  unit === 'Pound' ? value / unitFactors.poundsPerKg : value;
const waistCmOf = (value: number, unit: WaistUnit): number => (unit === 'Inch' ? value * unitFactors.cmPerInch : value);

/** The entered height in the other unit, as the form shows it after a unit change (2 decimals). */
export function convertHeight(value: number, from: HeightUnit, to: HeightUnit): number {
  if (from === to) return value;
  return twoDecimals(to === 'Feet' ? value * unitFactors.feetPerCm : value * unitFactors.cmPerFoot);
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return twoDecimals(to === 'Pound' ? value * unitFactors.poundsPerKg : value / unitFactors.poundsPerKg);
}

export function convertWaist(value: number, from: WaistUnit, to: WaistUnit): number {
  if (from === to) return value;
  return twoDecimals(to === 'Inch' ? value / unitFactors.cmPerInch : value * unitFactors.cmPerInch);
}

/**
 * Body mass index, kg/m², rounded up to a whole number (spec 000 §9: "BMI is weight in kg
 * divided by height in metres squared, rounded up"); null when either measurement is missing
 * or not above 0. The quotient is first cut to 6 decimals so that a floating-point excess such
 * as 25.000000000000004 is not rounded up to 26.
 */
export function bmiOf(
  height: number | null,
  heightUnit: HeightUnit,
  weight: number | null,
  weightUnit: WeightUnit,
): number | null {
  if (height === null || weight === null) return null;
  if (!(height > 0 && weight > 0 && Number.isFinite(height) && Number.isFinite(weight))) return null;
  const metres = heightCmOf(height, heightUnit) / 100;
  return Math.ceil(roundHalfAwayFromZero(weightKgOf(weight, weightUnit) / (metres * metres), 6));
}

export interface ValueRange {
  min: number;
  max: number;
}

/**
 * The accepted ranges, inclusive. BMI, heart rate, blood pressures and respiration are the
 * spec's placeholder ranges (spec 000 §5). The spec gives none for age, height, weight and
 * waist; ours take in every person the form can meet, a newborn to the tallest and heaviest
 * adults on record, while refusing typing slips such as a height of 1700 cm or a weight of 0:
 * age 1-120 years; height 50-250 cm (a newborn is about 50 cm, the tallest living adults about
 * 250); weight 2-300 kg (a small newborn to severe obesity); waist 30-250 cm (an infant's
 * abdomen to the largest adults). Age outside the model's 30-74 is still a valid entry: the
 * form can be saved, and the score then says why it gives no number.
 */
export const clinicalInfoRanges = {
  Age: { min: 1, max: 120 },
  BMI: { min: 15, max: 60 },
  HeartRatePerMinute: { min: 20, max: 400 },
  BloodPressureSystolic: { min: 80, max: 250 },
  BloodPressureDiastolic: { min: 40, max: 150 },
  RateofRespirationPerMinute: { min: 0, max: 50 },
  heightCm: { min: 50, max: 250 },
  weightKg: { min: 2, max: 300 },
  waistCm: { min: 30, max: 250 },
} as const satisfies Record<string, ValueRange>;

const isWithin = (value: number, range: ValueRange): boolean => value >= range.min && value <= range.max;

export type SentDiet = 'Veg' | 'Mix' | 'Non-Veg';
export type SentAlcohol = 'No' | 'Current' | 'Past';

/** spec 000 §9: "Diet Vegan is sent as Veg and Veg&Egg as Mix". */
export function sentDiet(diet: Diet): SentDiet {
  if (diet === 'Vegan') return 'Veg';
  if (diet === 'Veg&Egg') return 'Mix';
  return diet;
}

/** spec 000 §9: "Alcohol Occassional and Heavy are sent as Current". */
export function sentAlcohol(alcohol: AlcoholUse): SentAlcohol {
  return alcohol === 'Occassional' || alcohol === 'Heavy' ? 'Current' : alcohol;
}

export interface NormalisedClinicalInfo {
  heightCm: number | null;
  weightKg: number | null;
  waistCm: number | null;
  diet: SentDiet;
  alcohol: SentAlcohol;
}

/**
 * The measurements in centimetres and kilograms (2 decimals) and the diet and alcohol as sent
 * (spec 000 §7: "units converted: height in cm, weight in kg, waist in cm"); null where the
 * form has no number.
 */
export function normalisedClinicalInfo(form: ClinicalInfoForm): NormalisedClinicalInfo {
  return {
    heightCm: form.Height === null ? null : twoDecimals(heightCmOf(form.Height, form.HeightUnit)),
    weightKg: form.Weight === null ? null : twoDecimals(weightKgOf(form.Weight, form.WeightUnit)),
    waistCm: form.Waist === null ? null : twoDecimals(waistCmOf(form.Waist, form.WaistUnit)),
    diet: sentDiet(form.Diet),
    alcohol: sentAlcohol(form.Alcohol),
  };
}

/** The option that a chosen diabetes option excludes (spec 000 §4), if it is one. */
const otherDiabetesOption = (option: string): string | null => {
  if (option === diabetesControlled) return diabetesNotControlled;
  if (option === diabetesNotControlled) return diabetesControlled;
  return null;
};

/**
 * The selection after ticking or unticking an option (spec 000 §4 'Cardiac score form'): None
 * clears the others; any other option clears None; one diabetes option clears the other. The
 * result keeps the order of the option list, so a saved form reads the same however it was
 * filled. An option the list does not have leaves the selection as it is.
 */
export function toggleMultiSelectOption(
  field: ClinicalMultiSelect,
  selected: readonly string[],
  option: string,
  checked: boolean,
): string[] {
  const options: readonly string[] = clinicalMultiSelects[field];
  if (!options.includes(option)) return [...selected];
  if (!checked) return selected.filter((chosen) => chosen !== option);
  if (option === noneOption) return [noneOption];
  const excluded = otherDiabetesOption(option);
  const kept = new Set(selected.filter((chosen) => chosen !== noneOption && chosen !== excluded));
  kept.add(option);
  return options.filter((candidate) => kept.has(candidate));
}

/**
 * The options shown disabled (spec 000 §4): with None chosen, every other option; with any
 * other chosen, None; with one diabetes option chosen, the other.
 */
export function disabledMultiSelectOptions(field: ClinicalMultiSelect, selected: readonly string[]): string[] {
  const options: readonly string[] = clinicalMultiSelects[field];
  if (selected.includes(noneOption)) return options.filter((option) => option !== noneOption);
  if (selected.length === 0) return [];
  const excluded = new Set(selected.map(otherDiabetesOption).filter((option) => option !== null));
  return options.filter((option) => option === noneOption || excluded.has(option));
}

const yesWhen = (condition: boolean): 'Yes' | 'No' => (condition ? 'Yes' : 'No');
const includesAny = (selected: readonly string[], options: readonly string[]): boolean =>
  options.some((option) => selected.includes(option));

/** Past events and present conditions that are heart or vessel disease already. */
const previousHeartDiseaseEvents = [
  'Heart Attack',
  'Angioplasty / Stent',
  'Bypass Surgery',
  'Stroke',
  'Transient Ischaemic Attack',
];
const presentHeartDiseases = ['Angina', 'Heart Failure', 'Atrial Fibrillation', 'Peripheral Artery Disease'];
const familyHeartDiseases = [
  'Heart Attack',
  'Sudden Cardiac Death',
  'Heart Disease before 55 (men)',
  'Heart Disease before 65 (women)',
];

/**
 * The six facts beside the form (spec 000 §3), read from the multi-selects and the smoking
 * answer (docs/decisions/0031-cardiac-risk-score.md): a medicine for a condition counts as the
 * condition, since it is treated.
 */
export function clinicalRiskFlagsOf(form: ClinicalInfoForm): ClinicalRiskFlags {
  return {
    DiabetesMellitus: yesWhen(includesAny(form.currentConditions, [diabetesControlled, diabetesNotControlled])),
    Tobacco: yesWhen(form.Smoke === 'Current Smoker'),
    Hypertension: yesWhen(
      form.currentConditions.includes('Hypertension') || form.currentMedications.includes('Antihypertensive'),
    ),
    Dyslipidaemia: yesWhen(
      form.currentConditions.includes('Dyslipidaemia') || form.currentMedications.includes('Statin'),
    ),
    PrevHeartDisease: yesWhen(
      includesAny(form.pastConditions, previousHeartDiseaseEvents) ||
        includesAny(form.currentConditions, presentHeartDiseases),
    ),
    FamilyHistoryofHeartDisease: yesWhen(
      form.parentHistory.includes('Heart Disease') || includesAny(form.familyHistory, familyHeartDiseases),
    ),
  };
}

export type ClinicalInfoErrors = Partial<Record<keyof ClinicalInfoForm, MessageKey>>;

/**
 * The message for one required number: `missing` when empty or not above 0 (a negative height
 * is no height), 'cardiacDataOutOfRange' outside its range, otherwise none. Empty includes a
 * value that is not a finite number (text in a numeric field).
 */
function measurementError(
  value: number | null,
  missing: MessageKey,
  range: ValueRange,
  inRangeUnits: (value: number) => number = (number) => number,
): MessageKey | null {
  if (value === null || !Number.isFinite(value)) return missing;
  if (!(value > 0) && range.min > 0) return missing;
  return isWithin(inRangeUnits(value), range) ? null : 'cardiacDataOutOfRange';
}

/** A multi-select's own error: an unknown or repeated option, None with another, both diabetes options. */
function multiSelectError(field: ClinicalMultiSelect, selected: readonly string[]): MessageKey | null {
  const options: readonly string[] = clinicalMultiSelects[field];
  const unknownOrRepeated =
    selected.some((option) => !options.includes(option)) || new Set(selected).size !== selected.length;
  const noneWithOthers = selected.includes(noneOption) && selected.length > 1;
  const bothDiabetes = selected.includes(diabetesControlled) && selected.includes(diabetesNotControlled);
  return unknownOrRepeated || noneWithOthers || bothDiabetes ? 'cardiacCheckData' : null;
}

/**
 * The form's errors by field (spec 000 §5 'Cardiac score form'); an empty object when the form
 * is valid. Required when empty: Height, Weight, BMI, HeartRatePerMinute, BloodPressureSystolic,
 * BloodPressureDiastolic, RateofRespirationPerMinute, Age; each with its own message where the
 * spec gives one ('Plase Enter Valid Height', ...), 'Please check Data' where it gives none.
 * A value outside its range gives 'Please Enter Data Within Range'. BMI must be above 0 ('Enter
 * Valid BMI') and be the one computed from height and weight, since the score is read from it.
 * Every other problem gives 'Please check Data': diastolic not below systolic, an age that is
 * not a whole number, None with another option, both diabetes options.
 */
export function validateClinicalInfo(form: ClinicalInfoForm): ClinicalInfoErrors {
  const errors: ClinicalInfoErrors = {};
  const set = (field: keyof ClinicalInfoForm, message: MessageKey | null) => {
    if (message !== null) errors[field] = message;
  };
  const ranges = clinicalInfoRanges;

  set('Age', ageError(form.Age));
  set(
    'Height',
    measurementError(form.Height, 'cardiacHeightNotValid', ranges.heightCm, (value) =>
      heightCmOf(value, form.HeightUnit),
    ),
  );
  set(
    'Weight',
    measurementError(form.Weight, 'cardiacWeightNotValid', ranges.weightKg, (value) =>
      weightKgOf(value, form.WeightUnit),
    ),
  );
  if (form.Waist !== null) {
    set(
      'Waist',
      measurementError(form.Waist, 'cardiacDataOutOfRange', ranges.waistCm, (value) =>
        waistCmOf(value, form.WaistUnit),
      ),
    );
  }
  set('BMI', bmiError(form));
  set(
    'HeartRatePerMinute',
    measurementError(form.HeartRatePerMinute, 'cardiacHeartRateNotValid', ranges.HeartRatePerMinute),
  );
  set(
    'BloodPressureSystolic',
    measurementError(form.BloodPressureSystolic, 'cardiacCheckData', ranges.BloodPressureSystolic),
  );
  set(
    'BloodPressureDiastolic',
    measurementError(form.BloodPressureDiastolic, 'cardiacCheckData', ranges.BloodPressureDiastolic) ??
      diastolicAgainstSystolic(form.BloodPressureSystolic, form.BloodPressureDiastolic),
  );
  set(
    'RateofRespirationPerMinute',
    measurementError(form.RateofRespirationPerMinute, 'cardiacCheckData', ranges.RateofRespirationPerMinute),
  );
  for (const field of Object.keys(clinicalMultiSelects) as ClinicalMultiSelect[]) {
    set(field, multiSelectError(field, form[field]));
  }
  return errors;
}

function ageError(age: number | null): MessageKey | null {
  if (age === null || !Number.isFinite(age) || !(age > 0)) return 'cardiacAgeNotValid';
  if (!Number.isInteger(age)) return 'cardiacCheckData';
  return isWithin(age, clinicalInfoRanges.Age) ? null : 'cardiacDataOutOfRange';
}

function bmiError(form: ClinicalInfoForm): MessageKey | null {
  if (form.BMI === null || !Number.isFinite(form.BMI)) return 'cardiacBmiRequired';
  if (!(form.BMI > 0)) return 'cardiacBmiNotValid';
  if (!isWithin(form.BMI, clinicalInfoRanges.BMI)) return 'cardiacDataOutOfRange';
  const computed = bmiOf(form.Height, form.HeightUnit, form.Weight, form.WeightUnit);
  return computed !== null && computed !== form.BMI ? 'cardiacCheckData' : null;
}

/** A diastolic pressure at or above the systolic is a slip (the two swapped, or a typo). */
function diastolicAgainstSystolic(systolic: number | null, diastolic: number | null): MessageKey | null {
  if (systolic === null || diastolic === null) return null;
  return diastolic < systolic ? null : 'cardiacCheckData';
}

/**
 * A new form with the spec's defaults (spec 000 §9 'Cardiac form defaults'), prefilled from the
 * patient where known (age, sex, and the last height and weight, in centimetres and kilograms),
 * with the BMI computed from them.
 */
export function emptyClinicalInfoForm(
  defaults: { Age?: number | null; gender?: ClinicalSex | null; Height?: number | null; Weight?: number | null } = {},
): ClinicalInfoForm {
  const height = defaults.Height ?? null;
  const weight = defaults.Weight ?? null;
  return {
    ...clinicalInfoDefaults,
    Age: defaults.Age ?? null,
    gender: defaults.gender ?? null,
    Height: height,
    Weight: weight,
    Waist: null,
    BMI: bmiOf(height, clinicalInfoDefaults.HeightUnit, weight, clinicalInfoDefaults.WeightUnit),
    HeartRatePerMinute: null,
    BloodPressureSystolic: null,
    BloodPressureDiastolic: null,
    RateofRespirationPerMinute: null,
    currentConditions: [],
    pastConditions: [],
    currentMedications: [],
    parentHistory: [],
    familyHistory: [],
  };
}
