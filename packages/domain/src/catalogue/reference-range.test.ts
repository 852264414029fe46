import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genders } from '../patients/patient-options.js';
import { parameterWith } from './parameter-fixture.js';
import { classifyValue, formatRangeNumber, rangeFor, rangeLabel, sexForRanges } from './reference-range.js';

/** Haemoglobin, adult: 13-17 g/dL men, 12-15 women; critical below 7 or above 20. */
const haemoglobin = parameterWith({
  lowerBoundMale: 13,
  upperBoundMale: 17,
  lowerBoundFemale: 12,
  upperBoundFemale: 15,
  criticalLowerMale: 7,
  criticalUpperMale: 20,
  criticalLowerFemale: 7,
  criticalUpperFemale: 20,
});

describe('sexForRanges (spec 001 §5 Values: "female uses the female bounds, otherwise male")', () => {
  it('gives female for Female and male for the other genders of the patients area', () => {
    expect(genders.map(sexForRanges)).toEqual(['male', 'female', 'male']);
    expect(sexForRanges(' female ')).toBe('female');
    expect(sexForRanges('F')).toBe('female');
    expect(sexForRanges(null)).toBe('male');
    expect(sexForRanges('')).toBe('male');
  });
});

describe('rangeFor', () => {
  it('picks the bounds of the sex', () => {
    expect(rangeFor(haemoglobin, 'male')).toEqual({
      lower: 13,
      upper: 17,
      criticalLower: 7,
      criticalUpper: 20,
      text: null,
    });
    expect(rangeFor(haemoglobin, 'female')).toEqual({
      lower: 12,
      upper: 15,
      criticalLower: 7,
      criticalUpper: 20,
      text: null,
    });
  });

  it('uses the male range for women when the female one is entirely empty', () => {
    const glucose = parameterWith({ lowerBoundMale: 70, upperBoundMale: 100, criticalLowerMale: 40 });
    expect(rangeFor(glucose, 'female')).toEqual(rangeFor(glucose, 'male'));
    const partly = parameterWith({ lowerBoundMale: 70, upperBoundMale: 100, upperBoundFemale: 90 });
    expect(rangeFor(partly, 'female')).toMatchObject({ lower: null, upper: 90 });
  });

  it('gives the free text only when otherFlag is on', () => {
    const culture = parameterWith({ otherMale: 'No growth', otherFemale: 'No growth ' });
    expect(rangeFor(culture, 'female').text).toBeNull();
    expect(rangeFor({ ...culture, otherFlag: true }, 'female').text).toBe('No growth');
  });
});

describe('rangeLabel (spec 001 §5: "The default reference range label is \'lower - upper\'")', () => {
  it("prints 'lower - upper'", () => {
    expect(rangeLabel(haemoglobin, 'male')).toBe('13 - 17');
    expect(rangeLabel(haemoglobin, 'female')).toBe('12 - 15');
    expect(rangeLabel(parameterWith({ lowerBoundMale: 0.4, upperBoundMale: 4.5 }), 'male')).toBe('0.4 - 4.5');
  });

  it("prints one bound as '< upper' or '> lower'", () => {
    expect(rangeLabel(parameterWith({ upperBoundMale: 200 }), 'male')).toBe('< 200');
    expect(rangeLabel(parameterWith({ lowerBoundMale: 40 }), 'male')).toBe('> 40');
    expect(rangeLabel(parameterWith({ lowerBoundMale: 0, upperBoundMale: 5 }), 'male')).toBe('0 - 5');
  });

  it('prints the free text with otherFlag (spec 001 §3 otherMale/otherFemale), and nothing when there is no range', () => {
    const ldl = parameterWith({ otherFlag: true, upperBoundMale: 100, otherMale: 'Optimal < 100', otherFemale: null });
    expect(rangeLabel(ldl, 'male')).toBe('Optimal < 100');
    expect(rangeLabel(ldl, 'female')).toBe('Optimal < 100');
    expect(rangeLabel({ ...ldl, upperBoundFemale: 100 }, 'female')).toBe('');
    expect(rangeLabel(parameterWith(), 'male')).toBe('');
  });

  it('prints numbers without binary noise', () => {
    expect(rangeLabel(parameterWith({ lowerBoundMale: 0.1 + 0.2, upperBoundMale: 1.1 * 3 }), 'male')).toBe('0.3 - 3.3');
    expect(formatRangeNumber(-0.5)).toBe('-0.5');
    expect(formatRangeNumber(150000)).toBe('150000');
  });

  it('prints any bound typed with up to 12 significant digits as typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999, max: 999_999_999 }),
        fc.integer({ min: 0, max: 3 }),
        (whole, places) => {
          const typed = (whole / 10 ** places)
            .toFixed(places)
            .replace(/\.?0+$/, '')
            .replace(/^-0$/, '0');
          expect(formatRangeNumber(Number(typed))).toBe(typed === '' ? '0' : typed);
        },
      ),
    );
  });
});

describe('classifyValue (spec 001 §3 isCritical: 0 normal, 1 Abnormal, 2 Critical; §5 Values)', () => {
  it('is 0 within the bounds, the bounds included', () => {
    for (const value of [13, 15, 17]) expect(classifyValue(haemoglobin, 'male', value)).toBe(0);
  });

  it('is 1 outside the normal bounds but within the critical ones', () => {
    expect(classifyValue(haemoglobin, 'male', 12.9)).toBe(1);
    expect(classifyValue(haemoglobin, 'male', 17.1)).toBe(1);
    expect(classifyValue(haemoglobin, 'male', 7)).toBe(1);
  });

  it('is 2 outside the critical bounds', () => {
    expect(classifyValue(haemoglobin, 'male', 6.9)).toBe(2);
    expect(classifyValue(haemoglobin, 'female', 20.5)).toBe(2);
  });

  it('uses the bounds of the sex', () => {
    expect(classifyValue(haemoglobin, 'female', 16)).toBe(1);
    expect(classifyValue(haemoglobin, 'male', 16)).toBe(0);
    expect(classifyValue(haemoglobin, 'male', 12.5)).toBe(1);
    expect(classifyValue(haemoglobin, 'female', 12.5)).toBe(0);
  });

  it('is 0 with no value, no finite value or no bounds', () => {
    expect(classifyValue(haemoglobin, 'male', null)).toBe(0);
    expect(classifyValue(haemoglobin, 'male', Number.NaN)).toBe(0);
    expect(classifyValue(parameterWith(), 'male', 1e9)).toBe(0);
  });

  it('still flags by the numeric bounds when free text is printed', () => {
    const cholesterol = parameterWith({ otherFlag: true, upperBoundMale: 200, otherMale: 'Desirable < 200' });
    expect(classifyValue(cholesterol, 'male', 240)).toBe(1);
  });

  it('grows with the distance from the range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (value, step) => {
          const further = value > 15 ? value + step : value - step;
          expect(classifyValue(haemoglobin, 'male', further)).toBeGreaterThanOrEqual(
            classifyValue(haemoglobin, 'male', value),
          );
        },
      ),
    );
  });
});
