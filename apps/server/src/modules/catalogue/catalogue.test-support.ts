import { newReportFormatParameter, type ReportFormatParameter } from '@lims/domain';
import { errorBody } from '../../test/error-body.js';

/** The refusals every catalogue test reads, spelt out as the API sends them. */
export const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
export const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
export const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');

/** A numeric parameter as the format editor sends it: the editor's new row, with what the test says. */
export const parameter = (fields: Partial<ReportFormatParameter> & Pick<ReportFormatParameter, 'index' | 'name'>) => ({
  ...newReportFormatParameter([]),
  order: fields.index,
  ...fields,
});
