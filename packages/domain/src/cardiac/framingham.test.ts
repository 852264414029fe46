import { describe, expect, it } from 'vitest';
import {
  type FraminghamInput,
  framinghamAgeRange,
  framinghamRiskPercent,
  isWithinFraminghamAges,
} from './framingham.js';

const person = (changes: Partial<FraminghamInput> = {}): FraminghamInput => ({
  sex: 'Male',
  ageYears: 50,
  bmi: 25,
  systolicPressure: 130,
  treatedPressure: false,
  smoker: false,
  diabetes: false,
  ...changes,
});

/*
 * Reference risks computed independently, with a separate Python implementation of the paper's
 * formula (D'Agostino et al., Circulation 2008;117:743-753, office-based BMI model):
 * 1 − S0 ^ exp(Σβx − Σβx̄). Each row exercises a different mix of coefficients, so a wrong
 * coefficient, mean sum or baseline survival for either sex moves at least one of them.
 */
const referenceRisks: { input: FraminghamInput; percent: number }[] = [
  { input: person(), percent: 9.7659 },
  { input: person({ sex: 'Female' }), percent: 5.0083 },
  {
    input: person({
      ageYears: 61,
      bmi: 28,
      systolicPressure: 150,
      treatedPressure: true,
      smoker: true,
      diabetes: true,
    }),
    percent: 74.0402,
  },
  {
    input: person({
      sex: 'Female',
      ageYears: 61,
      bmi: 28,
      systolicPressure: 150,
      treatedPressure: true,
      smoker: true,
      diabetes: false,
    }),
    percent: 30.8127,
  },
  { input: person({ ageYears: 30, bmi: 22, systolicPressure: 110 }), percent: 1.3792 },
  {
    input: person({
      sex: 'Female',
      ageYears: 74,
      bmi: 35,
      systolicPressure: 180,
      treatedPressure: true,
      smoker: true,
      diabetes: true,
    }),
    percent: 92.3533,
  },
  { input: person({ ageYears: 45, bmi: 27.5, systolicPressure: 140, smoker: true }), percent: 16.9921 },
  {
    input: person({
      sex: 'Female',
      ageYears: 55,
      bmi: 30,
      systolicPressure: 125,
      treatedPressure: true,
      diabetes: true,
    }),
    percent: 18.0882,
  },
];

describe('framinghamRiskPercent (issue 9: the office-based BMI model of D’Agostino et al. 2008)', () => {
  it.each(referenceRisks)(
    'gives $percent% for $input.sex, age $input.ageYears, BMI $input.bmi, systolic $input.systolicPressure',
    ({ input, percent }) => {
      expect(framinghamRiskPercent(input)).toBeCloseTo(percent, 3);
    },
  );

  it('covers ages 30 to 74 and refuses 29 and 75 (the ages the model was derived for)', () => {
    expect(framinghamAgeRange).toEqual({ min: 30, max: 74 });
    expect(() => framinghamRiskPercent(person({ ageYears: 30 }))).not.toThrow();
    expect(() => framinghamRiskPercent(person({ ageYears: 74 }))).not.toThrow();
    expect(() => framinghamRiskPercent(person({ ageYears: 29 }))).toThrow(RangeError);
    expect(() => framinghamRiskPercent(person({ ageYears: 75 }))).toThrow(RangeError);
    expect(isWithinFraminghamAges(29.9)).toBe(false);
    expect(isWithinFraminghamAges(Number.NaN)).toBe(false);
  });

  it('refuses a BMI or systolic pressure that is not positive', () => {
    expect(() => framinghamRiskPercent(person({ bmi: 0 }))).toThrow(RangeError);
    expect(() => framinghamRiskPercent(person({ systolicPressure: -120 }))).toThrow(RangeError);
  });

  it('gives a treated pressure more risk than the same untreated pressure, for both sexes', () => {
    for (const sex of ['Male', 'Female'] as const) {
      expect(framinghamRiskPercent(person({ sex, treatedPressure: true }))).toBeGreaterThan(
        framinghamRiskPercent(person({ sex, treatedPressure: false })),
      );
    }
  });

  it('rises with age, BMI, pressure, smoking and diabetes', () => {
    const base = framinghamRiskPercent(person());
    expect(framinghamRiskPercent(person({ ageYears: 51 }))).toBeGreaterThan(base);
    expect(framinghamRiskPercent(person({ bmi: 26 }))).toBeGreaterThan(base);
    expect(framinghamRiskPercent(person({ systolicPressure: 131 }))).toBeGreaterThan(base);
    expect(framinghamRiskPercent(person({ smoker: true }))).toBeGreaterThan(base);
    expect(framinghamRiskPercent(person({ diabetes: true }))).toBeGreaterThan(base);
  });
});
