import { describe, expect, it } from 'vitest';
import { parameterWith } from '../catalogue/parameter-fixture.js';
import { secondaryRangeLabel, secondaryValueOf } from './secondary-units.js';

describe('values in the secondary unit (the issue: "SI and conventional units where the format gives both")', () => {
  it('multiplies by the factor and keeps the decimals the factor needs', () => {
    // Glucose 98 mg/dL × 0.0555 = 5.439 mmol/L: two decimals more for a factor of a hundredth.
    expect(secondaryValueOf('98', 0.0555)).toBe('5.44');
    // Haemoglobin 13.5 g/dL × 10 = 135 g/L: the factor takes the decimal away.
    expect(secondaryValueOf('13.5', 10)).toBe('135');
    // Creatinine 1.2 mg/dL × 88.4 = 106.08 µmol/L.
    expect(secondaryValueOf('1.2', 88.4)).toBe('106');
    // Cholesterol 200 mg/dL × 0.02586 = 5.172 mmol/L.
    expect(secondaryValueOf('200', 0.02586)).toBe('5.17');
    expect(secondaryValueOf('7.25', 1)).toBe('7.25');
    expect(secondaryValueOf('-2.5', 2)).toBe('-5.0');
  });

  it('prints at most four decimals and rounds half away from the binary noise', () => {
    expect(secondaryValueOf('1.123', 0.001)).toBe('0.0011');
    expect(secondaryValueOf('1.005', 1)).toBe('1.005');
    expect(secondaryValueOf('0.5', 0.01)).toBe('0.005');
  });

  it("leaves '-', text and values without a usable factor unchanged", () => {
    for (const value of ['-', 'Negative', '<0.5', '', 'file:12']) expect(secondaryValueOf(value, 0.0555)).toBe(value);
    expect(secondaryValueOf('98', null)).toBe('98');
    expect(secondaryValueOf('98', 0)).toBe('98');
    expect(secondaryValueOf('98', Number.NaN)).toBe('98');
  });

  it('converts the reference range the same way, bound by bound', () => {
    const glucose = parameterWith({ lowerBoundMale: 70, upperBoundMale: 110, secondaryFactor: 0.0555 });
    expect(secondaryRangeLabel(glucose, 'male')).toBe('3.89 - 6.11');
    expect(secondaryRangeLabel(parameterWith({ upperBoundMale: 200, secondaryFactor: 0.02586 }), 'male')).toBe(
      '< 5.17',
    );
    expect(secondaryRangeLabel(parameterWith({ lowerBoundMale: 60, secondaryFactor: 0.5 }), 'male')).toBe('> 30.0');
    expect(secondaryRangeLabel(parameterWith({ secondaryFactor: 2 }), 'male')).toBe('');
  });

  it('uses the sex-specific bounds and converts the numbers of a free-text range', () => {
    const haemoglobin = parameterWith({
      lowerBoundMale: 13,
      upperBoundMale: 17,
      lowerBoundFemale: 12,
      upperBoundFemale: 15.5,
      secondaryFactor: 10,
    });
    expect(secondaryRangeLabel(haemoglobin, 'female')).toBe('120 - 155');
    const cholesterol = parameterWith({
      otherFlag: true,
      otherMale: '< 200 desirable',
      upperBoundMale: 200,
      secondaryFactor: 0.02586,
    });
    expect(secondaryRangeLabel(cholesterol, 'male')).toBe('< 5.17 desirable');
  });
});
