import { describe, expect, it } from 'vitest';
import {
  analyteOf,
  analytesOfTest,
  nextStepsOf,
  rangeBarOf,
  rangeFindingOf,
  type SummaryFinding,
  steadyTrendPercent,
  trendMovesAway,
  trendOf,
} from './smart-report-summary.js';

// The issue (13): 'which values are out of range and by how much, the trend against earlier
// visits, and general next steps written as information, not a diagnosis'.

describe('rangeFindingOf: within, above or below the usual range, and by how much', () => {
  const range = { lower: 70, upper: 110 };

  it('reads a value between the bounds, on them included, as within', () => {
    for (const value of [70, 90, 110])
      expect(rangeFindingOf(value, range)).toEqual({ position: 'within', percentBeyond: null });
  });

  it('gives the distance beyond the nearer bound in percent of that bound', () => {
    expect(rangeFindingOf(132, range)).toEqual({ position: 'above', percentBeyond: 20 });
    expect(rangeFindingOf(56, range)).toEqual({ position: 'below', percentBeyond: 20 });
    expect(rangeFindingOf(110.4, range)).toEqual({ position: 'above', percentBeyond: 0 });
  });

  it('reads one-sided ranges by the bound they have', () => {
    expect(rangeFindingOf(250, { lower: null, upper: 200 })).toEqual({ position: 'above', percentBeyond: 25 });
    expect(rangeFindingOf(150, { lower: null, upper: 200 })).toEqual({ position: 'within', percentBeyond: null });
    expect(rangeFindingOf(30, { lower: 40, upper: null })).toEqual({ position: 'below', percentBeyond: 25 });
  });

  it('gives no percentage beyond a bound of 0, and no position without a range', () => {
    expect(rangeFindingOf(-2, { lower: 0, upper: 5 })).toEqual({ position: 'below', percentBeyond: null });
    expect(rangeFindingOf(12, { lower: null, upper: null })).toEqual({ position: 'noRange', percentBeyond: null });
  });
});

describe(`trendOf: rising, falling, or steady within ${steadyTrendPercent} % of the previous visit`, () => {
  it('calls a change under the threshold steady', () => {
    expect(trendOf(104, 100)).toBe('steady');
    expect(trendOf(96, 100)).toBe('steady');
  });

  it('calls a change at or over the threshold rising or falling', () => {
    expect(trendOf(105, 100)).toBe('rising');
    expect(trendOf(95, 100)).toBe('falling');
    expect(trendOf(-12, -10)).toBe('falling');
  });

  it('reads a change from 0 by its sign', () => {
    expect(trendOf(0, 0)).toBe('steady');
    expect(trendOf(1, 0)).toBe('rising');
    expect(trendOf(-1, 0)).toBe('falling');
  });

  it('notes a trend that takes a value further from its range', () => {
    expect(trendMovesAway('above', 'rising')).toBe(true);
    expect(trendMovesAway('below', 'falling')).toBe(true);
    expect(trendMovesAway('above', 'falling')).toBe(false);
    expect(trendMovesAway('within', 'rising')).toBe(false);
    expect(trendMovesAway('below', null)).toBe(false);
  });
});

describe('rangeBarOf: where the marker sits on the bar', () => {
  it('puts the bounds at 20 % and 80 % of a two-sided bar and keeps far values on it', () => {
    expect(rangeBarOf(70, { lower: 70, upper: 110 })).toEqual({ marker: 0.2, usualFrom: 0.2, usualTo: 0.8 });
    expect(rangeBarOf(110, { lower: 70, upper: 110 })?.marker).toBeCloseTo(0.8);
    expect(rangeBarOf(90, { lower: 70, upper: 110 })?.marker).toBeCloseTo(0.5);
    expect(rangeBarOf(1000, { lower: 70, upper: 110 })?.marker).toBe(0.98);
    expect(rangeBarOf(-50, { lower: 70, upper: 110 })?.marker).toBe(0.02);
  });

  it('draws one-sided ranges from their bound', () => {
    expect(rangeBarOf(100, { lower: null, upper: 200 })).toEqual({ marker: 0.4, usualFrom: 0, usualTo: 0.8 });
    expect(rangeBarOf(20, { lower: 40, upper: null })).toEqual({ marker: 0.1, usualFrom: 0.2, usualTo: 1 });
    expect(rangeBarOf(80, { lower: 40, upper: null })?.marker).toBeCloseTo(0.4);
  });

  it('draws no bar without a usable range', () => {
    expect(rangeBarOf(5, { lower: null, upper: null })).toBeNull();
    expect(rangeBarOf(5, { lower: 10, upper: 10 })).toBeNull();
  });
});

describe('analyteOf: the common tests explained in plain words, matched by their names', () => {
  it.each([
    ['Haemoglobin', 'haemoglobin'],
    ['Hemoglobin (Hb)', 'haemoglobin'],
    ['HbA1c', 'hba1c'],
    ['Glycated Haemoglobin', 'hba1c'],
    ['Fasting Blood Sugar', 'glucose'],
    ['GLUCOSE, FASTING', 'glucose'],
    ['Serum Creatinine', 'creatinine'],
    ['Blood Urea', 'urea'],
    ['HDL Cholesterol', 'hdl'],
    ['LDL Cholesterol (Direct)', 'ldl'],
    ['Total Cholesterol', 'cholesterol'],
    ['Triglycerides', 'triglycerides'],
    ['TSH', 'tsh'],
    ['SGPT (ALT)', 'alt'],
    ['SGOT', 'ast'],
    ['Total Bilirubin', 'bilirubin'],
    ['Total Leucocyte Count', 'wbc'],
    ['WBC', 'wbc'],
    ['Platelet Count', 'platelets'],
    ['Vitamin D (25-OH)', 'vitaminD'],
    ['Vitamin B12', 'vitaminB12'],
    ['Sodium', 'sodium'],
    ['Potassium', 'potassium'],
    ['Uric Acid', 'uricAcid'],
  ])('%s is %s', (name, analyte) => {
    expect(analyteOf(name)).toBe(analyte);
  });

  it('has no words for a test it does not know, nor for a word that only contains a short name', () => {
    expect(analyteOf('Chest X-ray')).toBeNull();
    expect(analyteOf('Last menstrual period')).toBeNull();
    expect(analyteOf('Alternate sample')).toBeNull();
  });

  it("collects a test's analytes from its name and parameters, each once", () => {
    expect(
      analytesOfTest('Lipid Profile', ['Total Cholesterol', 'HDL Cholesterol', 'LDL', 'Triglycerides', 'HDL ratio']),
    ).toEqual(['cholesterol', 'hdl', 'ldl', 'triglycerides']);
    expect(analytesOfTest('Urine Routine', ['Colour', 'pH'])).toEqual([]);
  });
});

describe('nextStepsOf: general next steps chosen by the findings, never a diagnosis', () => {
  const finding = (change: Partial<SummaryFinding>): SummaryFinding => ({
    position: 'within',
    percentBeyond: null,
    level: 0,
    trend: null,
    ...change,
  });

  it('suggests routine check-ups when every value is within range', () => {
    expect(nextStepsOf([finding({}), finding({ trend: 'rising' })])).toEqual(['keepRoutine', 'bringReports']);
  });

  it('suggests talking to the doctor and a repeat test for a value out of range', () => {
    expect(nextStepsOf([finding({ position: 'above', percentBeyond: 10, level: 1 })])).toEqual([
      'talkToDoctor',
      'repeatTest',
      'bringReports',
    ]);
  });

  it('suggests contacting the doctor soon for a critical value or one far beyond its range', () => {
    expect(nextStepsOf([finding({ position: 'below', percentBeyond: 50, level: 1 })])[0]).toBe('contactDoctorSoon');
    expect(nextStepsOf([finding({ position: 'above', percentBeyond: 5, level: 2 })])[0]).toBe('contactDoctorSoon');
  });

  it('mentions the trend when a value moves further from its range', () => {
    expect(nextStepsOf([finding({ position: 'above', percentBeyond: 10, level: 1, trend: 'rising' })])).toContain(
      'watchTrend',
    );
    expect(nextStepsOf([finding({ position: 'above', percentBeyond: 10, level: 1, trend: 'falling' })])).not.toContain(
      'watchTrend',
    );
  });
});
