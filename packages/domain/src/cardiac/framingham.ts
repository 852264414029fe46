/**
 * The Framingham office-based (non-laboratory) 10-year general cardiovascular risk model, the
 * BMI variant: D'Agostino RB Sr, Vasan RS, Pencina MJ, Wolf PA, Cobain M, Massaro JM, Kannel WB.
 * General cardiovascular risk profile for use in primary care: the Framingham Heart Study.
 * Circulation 2008;117:743-753, doi:10.1161/CIRCULATIONAHA.107.699579 (Table 2 and the
 * appendix's office-based model: regression coefficients, the sum of coefficient × mean, and the
 * 10-year baseline survival S0 for women and men).
 *
 * risk = 1 − S0 ^ exp(Σ βᵢxᵢ − Σ βᵢx̄ᵢ), with age, BMI and systolic pressure as natural logarithms,
 * smoking (current smoker) and diabetes as 0 or 1, and the systolic coefficient chosen by whether
 * the pressure is treated. The paper derived it for ages 30 to 74 without cardiovascular disease:
 * outside that the model gives no number.
 */

export type FraminghamSex = 'Male' | 'Female';

export interface FraminghamInput {
  sex: FraminghamSex;
  ageYears: number;
  bmi: number;
  systolicPressure: number;
  /** On medicine for blood pressure. */
  treatedPressure: boolean;
  /** A current smoker. */
  smoker: boolean;
  diabetes: boolean;
}

interface SexCoefficients {
  logAge: number;
  logBmi: number;
  logSystolicUntreated: number;
  logSystolicTreated: number;
  smoker: number;
  diabetes: number;
  /** Σ βᵢx̄ᵢ: the coefficients times the cohort's means. */
  sumOfCoefficientTimesMean: number;
  /** S0(10): the 10-year baseline survival. */
  baselineSurvival: number;
}

/** D'Agostino et al. 2008, office-based (BMI) model. */
export const framinghamCoefficients: Readonly<Record<FraminghamSex, SexCoefficients>> = {
  Female: {
    logAge: 2.72107,
    logBmi: 0.51125,
    logSystolicUntreated: 2.81291,
    logSystolicTreated: 2.88267,
    smoker: 0.61868,
    diabetes: 0.77763,
    sumOfCoefficientTimesMean: 26.0145,
    baselineSurvival: 0.94833,
  },
  Male: {
    logAge: 3.11296,
    logBmi: 0.79277,
    logSystolicUntreated: 1.85508,
    logSystolicTreated: 1.92672,
    smoker: 0.70953,
    diabetes: 0.5316,
    sumOfCoefficientTimesMean: 23.9388,
    baselineSurvival: 0.88431,
  },
};

/** The ages the model was derived for, inclusive. */
export const framinghamAgeRange = { min: 30, max: 74 } as const;

export const isWithinFraminghamAges = (ageYears: number): boolean =>
  Number.isFinite(ageYears) && ageYears >= framinghamAgeRange.min && ageYears <= framinghamAgeRange.max;

/**
 * The 10-year risk of a cardiovascular event, in percent (0 to 100), unrounded. Throws a
 * RangeError for an age the model does not cover or a non-positive measurement: callers check
 * the age first and show a message (never a number).
 */
export function framinghamRiskPercent(input: FraminghamInput): number {
  if (!isWithinFraminghamAges(input.ageYears)) {
    throw new RangeError(`The Framingham model covers ages ${framinghamAgeRange.min} to ${framinghamAgeRange.max}`);
  }
  if (!(input.bmi > 0) || !(input.systolicPressure > 0)) {
    throw new RangeError('BMI and systolic pressure must be positive');
  }
  const beta = framinghamCoefficients[input.sex];
  const linearPredictor =
    beta.logAge * Math.log(input.ageYears) +
    beta.logBmi * Math.log(input.bmi) +
    (input.treatedPressure ? beta.logSystolicTreated : beta.logSystolicUntreated) * Math.log(input.systolicPressure) +
    (input.smoker ? beta.smoker : 0) +
    (input.diabetes ? beta.diabetes : 0);
  return 100 * (1 - beta.baselineSurvival ** Math.exp(linearPredictor - beta.sumOfCoefficientTimesMean));
}
