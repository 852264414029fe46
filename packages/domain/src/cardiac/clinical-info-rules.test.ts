import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import type { ClinicalInfoForm } from './clinical-info-form.js';
import { clinicalInfoDefaults, currentConditionOptions, pastConditionOptions } from './clinical-info-options.js';
import {
  bmiOf,
  clinicalInfoRanges,
  clinicalRiskFlagsOf,
  convertHeight,
  convertWaist,
  convertWeight,
  disabledMultiSelectOptions,
  emptyClinicalInfoForm,
  normalisedClinicalInfo,
  sentAlcohol,
  sentDiet,
  toggleMultiSelectOption,
  unitFactors,
  validateClinicalInfo,
} from './clinical-info-rules.js';

/** A complete, valid form: 170 cm and 70 kg give BMI 24.22, rounded up to 25. */
const validForm = (changes: Partial<ClinicalInfoForm> = {}): ClinicalInfoForm => ({
  ...emptyClinicalInfoForm({ Age: 50, gender: 'Male', Height: 170, Weight: 70 }),
  HeartRatePerMinute: 72,
  BloodPressureSystolic: 130,
  BloodPressureDiastolic: 85,
  RateofRespirationPerMinute: 16,
  ...changes,
});

// spec 000 §9 line 254: "feet = cm x 0.032808 (30.48 cm per foot), pound = kg x 2.205, inch = 2.54 cm".
describe('unit conversions', () => {
  it('uses the spec’s factors', () => {
    expect(unitFactors).toEqual({ feetPerCm: 0.032808, cmPerFoot: 30.48, poundsPerKg: 2.205, cmPerInch: 2.54 });
  });

  it('converts height between centimetres and feet, to 2 decimals', () => {
    expect(convertHeight(170, 'Cm', 'Feet')).toBe(5.58);
    expect(convertHeight(6, 'Feet', 'Cm')).toBe(182.88);
    expect(convertHeight(5.5, 'Feet', 'Cm')).toBe(167.64);
  });

  it('converts weight between kilograms and pounds, to 2 decimals', () => {
    expect(convertWeight(70, 'Kg', 'Pound')).toBe(154.35);
    expect(convertWeight(154.35, 'Pound', 'Kg')).toBe(70);
    expect(convertWeight(200, 'Pound', 'Kg')).toBe(90.7);
  });

  it('converts waist between centimetres and inches, to 2 decimals', () => {
    expect(convertWaist(36, 'Inch', 'Cm')).toBe(91.44);
    expect(convertWaist(90, 'Cm', 'Inch')).toBe(35.43);
  });

  it('returns the value as typed when the unit does not change', () => {
    expect(convertHeight(170.456, 'Cm', 'Cm')).toBe(170.456);
    expect(convertWeight(70.456, 'Pound', 'Pound')).toBe(70.456);
    expect(convertWaist(33.333, 'Inch', 'Inch')).toBe(33.333);
  });
});

// spec 000 §9 line 254: "BMI is weight in kg divided by height in metres squared, rounded up".
describe('bmiOf', () => {
  it('rounds up to a whole number', () => {
    expect(bmiOf(170, 'Cm', 70, 'Kg')).toBe(25);
    expect(bmiOf(170, 'Cm', 63, 'Kg')).toBe(22);
  });

  it('keeps an exact whole BMI, even when floating point overshoots it', () => {
    expect(bmiOf(200, 'Cm', 100, 'Kg')).toBe(25);
    // 72.25 / 1.7² is 25.000000000000004 in floating point
    expect(bmiOf(170, 'Cm', 72.25, 'Kg')).toBe(25);
  });

  it('reads feet and pounds', () => {
    expect(bmiOf(5.58, 'Feet', 154.35, 'Pound')).toBe(25);
    expect(bmiOf(6, 'Feet', 200, 'Pound')).toBe(28);
  });

  it('gives null when a measurement is missing or not above 0', () => {
    expect(bmiOf(null, 'Cm', 70, 'Kg')).toBeNull();
    expect(bmiOf(170, 'Cm', null, 'Kg')).toBeNull();
    expect(bmiOf(0, 'Cm', 70, 'Kg')).toBeNull();
    expect(bmiOf(170, 'Cm', -70, 'Kg')).toBeNull();
    expect(bmiOf(Number.NaN, 'Cm', 70, 'Kg')).toBeNull();
  });
});

// spec 000 §5 line 164: "Placeholder ranges: BMI 15-60, heart rate 20-400, systolic 80-250,
// diastolic 40-150, respiration 0-50".
describe('clinicalInfoRanges', () => {
  it('has the spec’s placeholder ranges', () => {
    expect(clinicalInfoRanges).toMatchObject({
      BMI: { min: 15, max: 60 },
      HeartRatePerMinute: { min: 20, max: 400 },
      BloodPressureSystolic: { min: 80, max: 250 },
      BloodPressureDiastolic: { min: 40, max: 150 },
      RateofRespirationPerMinute: { min: 0, max: 50 },
    });
  });
});

// spec 000 §9 line 254: "Diet Vegan is sent as Veg and Veg&Egg as Mix; Alcohol Occassional and Heavy are sent as Current".
describe('sentDiet and sentAlcohol', () => {
  it('maps diet as the spec says', () => {
    expect(sentDiet('Vegan')).toBe('Veg');
    expect(sentDiet('Veg&Egg')).toBe('Mix');
    expect(sentDiet('Veg')).toBe('Veg');
    expect(sentDiet('Mix')).toBe('Mix');
    expect(sentDiet('Non-Veg')).toBe('Non-Veg');
  });

  it('maps alcohol as the spec says', () => {
    expect(sentAlcohol('Occassional')).toBe('Current');
    expect(sentAlcohol('Heavy')).toBe('Current');
    expect(sentAlcohol('No')).toBe('No');
    expect(sentAlcohol('Past')).toBe('Past');
  });
});

// spec 000 §7 line 217: "Data (JSON of the form, with units converted: height in cm, weight in kg, waist in cm)".
describe('normalisedClinicalInfo', () => {
  it('gives centimetres, kilograms and the sent diet and alcohol', () => {
    const form = validForm({
      Height: 6,
      HeightUnit: 'Feet',
      Weight: 200,
      WeightUnit: 'Pound',
      Waist: 36,
      WaistUnit: 'Inch',
      Diet: 'Vegan',
      Alcohol: 'Heavy',
    });
    expect(normalisedClinicalInfo(form)).toEqual({
      heightCm: 182.88,
      weightKg: 90.7,
      waistCm: 91.44,
      diet: 'Veg',
      alcohol: 'Current',
    });
  });

  it('keeps null for what was not typed', () => {
    expect(normalisedClinicalInfo(emptyClinicalInfoForm())).toEqual({
      heightCm: null,
      weightKg: null,
      waistCm: null,
      diet: 'Mix',
      alcohol: 'No',
    });
  });
});

// spec 000 §4 lines 133-134: "Selecting None in a multi-select disables and clears the other
// options; selecting any other option disables None. Diabetes controlled and not controlled
// exclude each other."
describe('toggleMultiSelectOption', () => {
  it('clears the others when None is ticked', () => {
    expect(toggleMultiSelectOption('pastConditions', ['Heart Attack', 'Stroke'], 'None', true)).toEqual(['None']);
  });

  it('clears None when another option is ticked', () => {
    expect(toggleMultiSelectOption('currentMedications', ['None'], 'Statin', true)).toEqual(['Statin']);
  });

  it('swaps one diabetes option for the other', () => {
    expect(
      toggleMultiSelectOption(
        'currentConditions',
        ['Diabetes - Controlled', 'Hypertension'],
        'Diabetes - Not Controlled',
        true,
      ),
    ).toEqual(['Diabetes - Not Controlled', 'Hypertension']);
    expect(
      toggleMultiSelectOption('currentConditions', ['Diabetes - Not Controlled'], 'Diabetes - Controlled', true),
    ).toEqual(['Diabetes - Controlled']);
  });

  it('keeps the option list’s order and no repeats', () => {
    expect(toggleMultiSelectOption('currentConditions', ['Asthma', 'Hypertension'], 'Hypertension', true)).toEqual([
      'Hypertension',
      'Asthma',
    ]);
  });

  it('removes an unticked option, and ignores an option the list does not have', () => {
    expect(toggleMultiSelectOption('familyHistory', ['Stroke', 'Diabetes'], 'Stroke', false)).toEqual(['Diabetes']);
    expect(toggleMultiSelectOption('parentHistory', ['Stroke'], 'Heart Attack', true)).toEqual(['Stroke']);
  });
});

describe('disabledMultiSelectOptions', () => {
  it('disables nothing when nothing is chosen', () => {
    expect(disabledMultiSelectOptions('pastConditions', [])).toEqual([]);
  });

  it('disables every other option when None is chosen', () => {
    expect(disabledMultiSelectOptions('pastConditions', ['None'])).toEqual(pastConditionOptions.slice(1));
  });

  it('disables None when another option is chosen', () => {
    expect(disabledMultiSelectOptions('currentConditions', ['Asthma'])).toEqual(['None']);
  });

  it('disables the other diabetes option', () => {
    expect(disabledMultiSelectOptions('currentConditions', ['Diabetes - Controlled'])).toEqual([
      'None',
      'Diabetes - Not Controlled',
    ]);
    expect(disabledMultiSelectOptions('currentConditions', ['Hypertension', 'Diabetes - Not Controlled'])).toEqual([
      'None',
      'Diabetes - Controlled',
    ]);
  });
});

// spec 000 §3 line 81: DiabetesMellitus, Tobacco, Hypertension, Dyslipidaemia, PrevHeartDisease,
// FamilyHistoryofHeartDisease, read from the form (docs/decisions/0031-cardiac-risk-score.md).
describe('clinicalRiskFlagsOf', () => {
  const none = {
    DiabetesMellitus: 'No',
    Tobacco: 'No',
    Hypertension: 'No',
    Dyslipidaemia: 'No',
    PrevHeartDisease: 'No',
    FamilyHistoryofHeartDisease: 'No',
  };

  it('says No to all for a form with nothing chosen', () => {
    expect(clinicalRiskFlagsOf(validForm())).toEqual(none);
    expect(clinicalRiskFlagsOf(validForm({ currentConditions: ['None'], Smoke: 'Past Smoker' }))).toEqual(none);
  });

  it.each([
    ['DiabetesMellitus', { currentConditions: ['Diabetes - Controlled'] }],
    ['DiabetesMellitus', { currentConditions: ['Diabetes - Not Controlled'] }],
    ['Tobacco', { Smoke: 'Current Smoker' }],
    ['Hypertension', { currentConditions: ['Hypertension'] }],
    ['Hypertension', { currentMedications: ['Antihypertensive'] }],
    ['Dyslipidaemia', { currentConditions: ['Dyslipidaemia'] }],
    ['Dyslipidaemia', { currentMedications: ['Statin'] }],
    ['PrevHeartDisease', { pastConditions: ['Heart Attack'] }],
    ['PrevHeartDisease', { pastConditions: ['Angioplasty / Stent'] }],
    ['PrevHeartDisease', { pastConditions: ['Bypass Surgery'] }],
    ['PrevHeartDisease', { pastConditions: ['Stroke'] }],
    ['PrevHeartDisease', { pastConditions: ['Transient Ischaemic Attack'] }],
    ['PrevHeartDisease', { currentConditions: ['Angina'] }],
    ['PrevHeartDisease', { currentConditions: ['Heart Failure'] }],
    ['PrevHeartDisease', { currentConditions: ['Atrial Fibrillation'] }],
    ['PrevHeartDisease', { currentConditions: ['Peripheral Artery Disease'] }],
    ['FamilyHistoryofHeartDisease', { parentHistory: ['Heart Disease'] }],
    ['FamilyHistoryofHeartDisease', { familyHistory: ['Heart Attack'] }],
    ['FamilyHistoryofHeartDisease', { familyHistory: ['Sudden Cardiac Death'] }],
    ['FamilyHistoryofHeartDisease', { familyHistory: ['Heart Disease before 55 (men)'] }],
    ['FamilyHistoryofHeartDisease', { familyHistory: ['Heart Disease before 65 (women)'] }],
  ] as const)('says %s Yes for %o, and nothing else', (flag, changes) => {
    expect(clinicalRiskFlagsOf(validForm(changes as Partial<ClinicalInfoForm>))).toEqual({ ...none, [flag]: 'Yes' });
  });

  it('does not count unrelated choices', () => {
    const form = validForm({
      currentConditions: ['Asthma', 'Obesity'],
      pastConditions: ['Gestational Diabetes', 'Heart Valve Disease'],
      currentMedications: ['Metformin', 'Aspirin'],
      parentHistory: ['Diabetes', 'Hypertension', 'Stroke'],
      familyHistory: ['High Cholesterol', 'Stroke'],
    });
    expect(clinicalRiskFlagsOf(form)).toEqual(none);
  });
});

// spec 000 §5 lines 161-164, 'Cardiac score form'.
describe('validateClinicalInfo', () => {
  it('accepts a complete form', () => {
    expect(validateClinicalInfo(validForm())).toEqual({});
  });

  it('uses the spec’s exact texts', () => {
    expect(messageText('cardiacHeightNotValid')).toBe('Plase Enter Valid Height');
    expect(messageText('cardiacWeightNotValid')).toBe('Plase Enter Valid Weight');
    expect(messageText('cardiacBmiRequired')).toBe('Plase Enter Valid BMI');
    expect(messageText('cardiacHeartRateNotValid')).toBe('Plase Enter Valid HeartRate / Minute');
    expect(messageText('cardiacDataOutOfRange')).toBe('Please Enter Data Within Range');
    expect(messageText('cardiacAgeNotValid')).toBe('Please Enter Valid Age');
    expect(messageText('cardiacBmiNotValid')).toBe('Enter Valid BMI');
    expect(messageText('cardiacCheckData')).toBe('Please check Data');
  });

  it('names every required field of an empty form with its message', () => {
    expect(validateClinicalInfo(emptyClinicalInfoForm())).toEqual({
      Age: 'cardiacAgeNotValid',
      Height: 'cardiacHeightNotValid',
      Weight: 'cardiacWeightNotValid',
      BMI: 'cardiacBmiRequired',
      HeartRatePerMinute: 'cardiacHeartRateNotValid',
      BloodPressureSystolic: 'cardiacCheckData',
      BloodPressureDiastolic: 'cardiacCheckData',
      RateofRespirationPerMinute: 'cardiacCheckData',
    });
  });

  it.each([
    ['a height of 0', { Height: 0, BMI: null }, { Height: 'cardiacHeightNotValid', BMI: 'cardiacBmiRequired' }],
    ['a height that is not a number', { Height: Number.NaN }, { Height: 'cardiacHeightNotValid' }],
    ['a height of 300 cm', { Height: 300, BMI: 8 }, { Height: 'cardiacDataOutOfRange', BMI: 'cardiacDataOutOfRange' }],
    [
      'a height of 9 feet',
      { Height: 9, HeightUnit: 'Feet', Weight: 120, BMI: 16 },
      { Height: 'cardiacDataOutOfRange' },
    ],
    ['a weight of 0', { Weight: 0, BMI: null }, { Weight: 'cardiacWeightNotValid', BMI: 'cardiacBmiRequired' }],
    [
      'a weight of 700 pounds',
      { Height: 250, Weight: 700, WeightUnit: 'Pound', BMI: 51 },
      { Weight: 'cardiacDataOutOfRange' },
    ],
    ['an empty BMI', { BMI: null }, { BMI: 'cardiacBmiRequired' }],
    ['a BMI of 0', { BMI: 0 }, { BMI: 'cardiacBmiNotValid' }],
    ['a BMI of 61', { BMI: 61 }, { BMI: 'cardiacDataOutOfRange' }],
    ['a BMI other than the computed one', { BMI: 24 }, { BMI: 'cardiacCheckData' }],
    ['a heart rate of 0', { HeartRatePerMinute: 0 }, { HeartRatePerMinute: 'cardiacHeartRateNotValid' }],
    ['a heart rate of 401', { HeartRatePerMinute: 401 }, { HeartRatePerMinute: 'cardiacDataOutOfRange' }],
    ['a systolic pressure of 260', { BloodPressureSystolic: 260 }, { BloodPressureSystolic: 'cardiacDataOutOfRange' }],
    ['a diastolic pressure of 30', { BloodPressureDiastolic: 30 }, { BloodPressureDiastolic: 'cardiacDataOutOfRange' }],
    [
      'a diastolic pressure not below the systolic',
      { BloodPressureSystolic: 120, BloodPressureDiastolic: 120 },
      { BloodPressureDiastolic: 'cardiacCheckData' },
    ],
    [
      'a respiration rate of 51',
      { RateofRespirationPerMinute: 51 },
      { RateofRespirationPerMinute: 'cardiacDataOutOfRange' },
    ],
    ['an empty age', { Age: null }, { Age: 'cardiacAgeNotValid' }],
    ['an age of 0', { Age: 0 }, { Age: 'cardiacAgeNotValid' }],
    ['an age that is not a whole number', { Age: 34.5 }, { Age: 'cardiacCheckData' }],
    ['an age of 121', { Age: 121 }, { Age: 'cardiacDataOutOfRange' }],
    ['a waist of 0', { Waist: 0 }, { Waist: 'cardiacDataOutOfRange' }],
    ['a waist of 110 inches', { Waist: 110, WaistUnit: 'Inch' }, { Waist: 'cardiacDataOutOfRange' }],
    ['None with another option', { pastConditions: ['None', 'Stroke'] }, { pastConditions: 'cardiacCheckData' }],
    [
      'both diabetes options',
      { currentConditions: ['Diabetes - Controlled', 'Diabetes - Not Controlled'] },
      { currentConditions: 'cardiacCheckData' },
    ],
    ['an option twice', { familyHistory: ['Stroke', 'Stroke'] }, { familyHistory: 'cardiacCheckData' }],
    ['an option the list does not have', { parentHistory: ['Gout'] }, { parentHistory: 'cardiacCheckData' }],
  ] as const)('refuses %s', (_case, changes, errors) => {
    expect(validateClinicalInfo(validForm(changes as Partial<ClinicalInfoForm>))).toEqual(errors);
  });

  it.each([
    ['an age of 12, which can be saved though the model gives it no score', { Age: 12 }],
    ['an age of 120', { Age: 120 }],
    ['a respiration rate of 0, the low end of its placeholder', { RateofRespirationPerMinute: 0 }],
    ['the range limits', { HeartRatePerMinute: 20, BloodPressureSystolic: 250, BloodPressureDiastolic: 150 }],
    ['an empty waist', { Waist: null }],
    ['a waist in inches', { Waist: 36, WaistUnit: 'Inch' }],
    ['feet and pounds with their BMI', { Height: 5.58, HeightUnit: 'Feet', Weight: 154.35, WeightUnit: 'Pound' }],
    ['no sex chosen (the score asks for one, saving does not)', { gender: null }],
    [
      'one diabetes option and None elsewhere',
      { currentConditions: ['Diabetes - Controlled'], pastConditions: ['None'] },
    ],
  ] as const)('accepts %s', (_case, changes) => {
    expect(validateClinicalInfo(validForm(changes as Partial<ClinicalInfoForm>))).toEqual({});
  });
});

// spec 000 §9 line 255, 'Cardiac form defaults'.
describe('emptyClinicalInfoForm', () => {
  it('starts with the spec’s defaults and nothing typed', () => {
    const form = emptyClinicalInfoForm();
    expect(form).toMatchObject(clinicalInfoDefaults);
    expect(form).toMatchObject({
      Age: null,
      gender: null,
      Height: null,
      Weight: null,
      Waist: null,
      BMI: null,
      HeartRatePerMinute: null,
      BloodPressureSystolic: null,
      BloodPressureDiastolic: null,
      RateofRespirationPerMinute: null,
      currentConditions: [],
      pastConditions: [],
      currentMedications: [],
      parentHistory: [],
      familyHistory: [],
    });
  });

  it('takes the patient’s age, sex, height and weight, and computes the BMI', () => {
    expect(emptyClinicalInfoForm({ Age: 45, gender: 'Female', Height: 160, Weight: 64 })).toMatchObject({
      Age: 45,
      gender: 'Female',
      Height: 160,
      HeightUnit: 'Cm',
      Weight: 64,
      WeightUnit: 'Kg',
      BMI: 25,
    });
  });

  it('gives every multi-select its own empty list', () => {
    const form = emptyClinicalInfoForm();
    form.currentConditions.push(currentConditionOptions[1]);
    expect(emptyClinicalInfoForm().currentConditions).toEqual([]);
  });
});
