import { newReportFormatParameter, type ReportFormatParameter } from '@lims/domain';

/** A numeric parameter as the format editor sends it: the editor's new row, with what the test says. */
export const parameter = (fields: Partial<ReportFormatParameter> & Pick<ReportFormatParameter, 'index' | 'name'>) => ({
  ...newReportFormatParameter([]),
  order: fields.index,
  ...fields,
});
