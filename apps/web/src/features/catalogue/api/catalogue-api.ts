import {
  CatalogueTest,
  type CopyCatalogueRecord,
  type CreateDevice,
  type CreateOutsourceCentre,
  type CreateProfile,
  type CreateReportFormat,
  type CreateSampleType,
  type CreateTest,
  type CreateTestCategory,
  Device,
  DeviceList,
  type DeviceListQuery,
  OutsourceCentre,
  OutsourceCentreList,
  type OutsourceCentreListQuery,
  type Page,
  Profile,
  ProfileList,
  type ProfileListQuery,
  ReportFormat,
  ReportFormatList,
  type ReportFormatListQuery,
  SampleType,
  SampleTypeList,
  type SampleTypeListQuery,
  TestCategory,
  TestCategoryList,
  type TestCategoryListQuery,
  TestList,
  type TestListQuery,
  type UpdateDevice,
  type UpdateOutsourceCentre,
  type UpdateProfile,
  type UpdateReportFormat,
  type UpdateSampleType,
  type UpdateTest,
  type UpdateTestCategory,
} from '@lims/contract';
import { api } from '../../../app/api-client';
import type { Schema } from '../../../app/schema';

/** The shapes of one kind of catalogue record: as listed, as read alone, and the bodies that add or change one. */
interface RecordTypes<Item, Summary, Query, Create, Update> {
  item: Item;
  summary: Summary;
  query: Query;
  create: Create;
  update: Update;
}

export type ReportFormatSummary = ReportFormatList['items'][number];

/** Every kind of record the catalogue screens keep (departments have their own page and API). */
export interface CatalogueKinds {
  sampleTypes: RecordTypes<SampleType, SampleType, SampleTypeListQuery, CreateSampleType, UpdateSampleType>;
  outsourceCentres: RecordTypes<
    OutsourceCentre,
    OutsourceCentre,
    OutsourceCentreListQuery,
    CreateOutsourceCentre,
    UpdateOutsourceCentre
  >;
  testCategories: RecordTypes<
    TestCategory,
    TestCategory,
    TestCategoryListQuery,
    CreateTestCategory,
    UpdateTestCategory
  >;
  devices: RecordTypes<Device, Device, DeviceListQuery, CreateDevice, UpdateDevice>;
  tests: RecordTypes<CatalogueTest, CatalogueTest, TestListQuery, CreateTest, UpdateTest>;
  profiles: RecordTypes<Profile, Profile, ProfileListQuery, CreateProfile, UpdateProfile>;
  reportFormats: RecordTypes<
    ReportFormat,
    ReportFormatSummary,
    ReportFormatListQuery,
    CreateReportFormat,
    UpdateReportFormat
  >;
}
export type CatalogueKind = keyof CatalogueKinds;
export type ItemOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['item'];
export type SummaryOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['summary'];
export type QueryOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['query'];

/** The calls each kind answers under `/api/v1/catalogue/<path>` (copy only for tests, profiles and formats). */
export interface RecordApi<Types extends RecordTypes<unknown, unknown, unknown, unknown, unknown>> {
  list: (query: Types['query'], signal?: AbortSignal) => Promise<Page<Types['summary']>>;
  get: (id: number, signal?: AbortSignal) => Promise<Types['item']>;
  create: (body: Types['create']) => Promise<Types['item']>;
  update: (id: number, body: Types['update']) => Promise<Types['item']>;
  copy: (id: number, body: CopyCatalogueRecord) => Promise<Types['item']>;
}

function recordApi<Types extends RecordTypes<unknown, unknown, unknown, unknown, unknown>>(
  path: string,
  item: Schema<Types['item']>,
  list: Schema<Page<Types['summary']>>,
): RecordApi<Types> {
  const url = `/api/v1/catalogue/${path}`;
  return {
    list: (query, signal) =>
      api.get(url, list, { query: query as Record<string, string | number | boolean | undefined>, signal }),
    get: (id, signal) => api.get(`${url}/${id}`, item, { signal }),
    create: (body) => api.post(url, body, item),
    update: (id, body) => api.patch(`${url}/${id}`, body, item),
    copy: (id, body) => api.post(`${url}/${id}/copy`, body, item),
  };
}

export const catalogueApi: { [Kind in CatalogueKind]: RecordApi<CatalogueKinds[Kind]> } = {
  sampleTypes: recordApi('sample-types', SampleType, SampleTypeList),
  outsourceCentres: recordApi('outsource-centres', OutsourceCentre, OutsourceCentreList),
  testCategories: recordApi('test-categories', TestCategory, TestCategoryList),
  devices: recordApi('devices', Device, DeviceList),
  tests: recordApi('tests', CatalogueTest, TestList),
  profiles: recordApi('profiles', Profile, ProfileList),
  reportFormats: recordApi('report-formats', ReportFormat, ReportFormatList),
};
