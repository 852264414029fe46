/**
 * One row of a report format (spec 001 §3 'Report format parameter'), as the editor keeps it
 * and the result entry reads it. Bounds are plain numbers; a null bound is open.
 */
export interface ReportFormatParameter {
  /** Stable within its format: '#n' in a calculation and a report value's index refer to it. */
  index: number;
  /** Position on the entry screen and the printed report. */
  order: number;
  /** spec: testName. */
  name: string;
  /** spec: testUnit, checked against UCUM with a warning only. */
  unit: string | null;
  dictionaryId: string | null;
  /** The instrument's channel code a machine value arrives under. */
  automatedValue: string | null;
  /** The value is text (a description) rather than a number. */
  descriptionFlag: boolean;
  /** List options, 'label~number' pairs joined by '#': the value is picked from them. */
  listField: string | null;
  /** The value is a file (an image or a PDF), as for radiology. */
  fileInput: boolean;
  /** A heading row printed in bold, with no value of its own. */
  styleFlag: boolean;
  /** May be left empty; an empty optional row is not printed. */
  optionalField: boolean;
  /** Printed highlighted when out of range. */
  highlightFlag: boolean;
  /** The interpretation block printed under the results. */
  isInterpretation: boolean;
  method: string | null;
  defaultDescription: string | null;
  /** An expression over other parameters, '#n' naming the parameter with index n. */
  calculationString: string | null;
  isNumeric: boolean;
  lowerBoundMale: number | null;
  upperBoundMale: number | null;
  lowerBoundFemale: number | null;
  upperBoundFemale: number | null;
  criticalLowerMale: number | null;
  criticalUpperMale: number | null;
  criticalLowerFemale: number | null;
  criticalUpperFemale: number | null;
  /** Free-text ranges replace the numeric ones on the report ('Negative', '< 200 desirable'). */
  otherFlag: boolean;
  otherMale: string | null;
  otherFemale: string | null;
  loincCode: string | null;
  /**
   * The change from the patient's previous value that is flagged, in the parameter's unit
   * (decision 0039). Formats kept before it existed have none: read it with `?? null`.
   */
  deltaLimit: number | null;
  /**
   * The report's second unit (SI beside conventional, or the other way), printed when the
   * secondary-unit toggle is on: the value times `secondaryFactor` (decision 0041). Formats kept
   * before it existed have none: read both with `?? null`.
   */
  secondaryUnit: string | null;
  secondaryFactor: number | null;
}

/** A parameter with the fields later issues added filled in for formats kept before them. */
export const completeParameter = (
  parameter: ReportFormatParameter,
): ReportFormatParameter & {
  deltaLimit: number | null;
  secondaryUnit: string | null;
  secondaryFactor: number | null;
} => ({
  ...parameter,
  deltaLimit: parameter.deltaLimit ?? null,
  secondaryUnit: parameter.secondaryUnit ?? null,
  secondaryFactor: parameter.secondaryFactor ?? null,
});
