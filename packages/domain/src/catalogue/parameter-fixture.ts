import type { ReportFormatParameter } from './report-format-parameter.js';
import { newReportFormatParameter } from './report-format-rules.js';

/** A numeric parameter #1 with no range, for tests to override what they check. */
export const parameterWith = (overrides: Partial<ReportFormatParameter> = {}): ReportFormatParameter => ({
  ...newReportFormatParameter([]),
  order: 1,
  name: 'Haemoglobin',
  unit: 'g/dL',
  ...overrides,
});
