import {
  type ListQuery,
  OutsourceCentrePriceList,
  OutsourcePrices,
  type OutsourceReports,
  OutsourcingChanged,
  OutsourcingRelation,
  OutsourcingReportItem,
  OutsourcingReportList,
  type OutsourcingReportQuery,
  outsourcingPath,
  type UpdateOutsourcePrices,
  uploadFieldName,
} from '@lims/contract';
import { api } from '../../../app/api-client';

export type OutsourcingSortKey = NonNullable<OutsourcingReportQuery['sort']>;
/** The page's three lists (spec 002 §7 test_wise_outsource_api's reports, putBackReport's). */
export type OutsourcingView = 'eligible' | 'outsourced' | 'returned';
export type OutsourcingFilters = { view: OutsourcingView };

/** The eligible, outsourced or put back reports, searched, sorted and paged by the server. */
export const listOutsourcingReports = (
  query: ListQuery<OutsourcingSortKey> & OutsourcingFilters,
  signal?: AbortSignal,
) => api.get(`${outsourcingPath}/reports`, OutsourcingReportList, { query, signal });

/** spec 002 §7 test_wise_outsource_api: each report to its centre, all or none. */
export const outsourceReports = (body: OutsourceReports) => api.post(outsourcingPath, body, OutsourcingChanged);

/** spec 002 §7 get_list_test_price: what a centre charges for each test. */
export const getOutsourcePrices = (centreId: number, testIds: number[], signal?: AbortSignal) =>
  api.post(`${outsourcingPath}/prices`, { centreId, testIds }, OutsourcePrices, { signal });

/** spec 002 §7 getLabReportRelation: a report's sendings, newest first. */
export const getOutsourcingRelation = (labReportId: number, signal?: AbortSignal) =>
  api.get(`${outsourcingPath}/relation`, OutsourcingRelation, { query: { labReportId }, signal });

/** spec 002 §7 putBackReport (the lab does the test) and put_back_mark_as_done (the centre's result stands). */
export const putBackOutsourcing = (id: number, version: number, markDone: boolean) =>
  api.post(`${outsourcingPath}/${id}/${markDone ? 'put-back-done' : 'put-back'}`, { version }, OutsourcingReportItem);

/** The centre's report, opened in the browser's own tab. */
export const fileReportUrl = (id: number) => `${outsourcingPath}/${id}/file-report`;

/** spec 002 §7 convertReportToFileOrNormal: the centre's report (multipart, part 'file') becomes the report. */
export const uploadFileReport = (id: number, version: number, file: File) => {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.post(fileReportUrl(id), form, OutsourcingReportItem, { query: { version } });
};

/** spec 002 §7 convertReportToFileOrNormal, back: a normal report again (the list is read again after it). */
export const makeNormalReport = (id: number, version: number) =>
  api.command(fileReportUrl(id), 'DELETE', undefined, { query: { version } });

const centrePricesPath = (centreId: number) => `/api/v1/outsource-centres/${centreId}/prices`;

/** An outsource centre's price list: every enabled test with its catalogue cost and the centre's price. */
export const getCentrePrices = (centreId: number, signal?: AbortSignal) =>
  api.get(centrePricesPath(centreId), OutsourceCentrePriceList, { signal });

/** The centre's price list, whole: a test left out is sent at its catalogue cost. */
export const saveCentrePrices = (centreId: number, body: UpdateOutsourcePrices) =>
  api.put(centrePricesPath(centreId), body, OutsourceCentrePriceList);
