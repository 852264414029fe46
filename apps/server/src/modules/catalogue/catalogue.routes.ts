import {
  BillableSearchQuery,
  BillableSearchResult,
  CatalogueTest,
  CopyCatalogueRecord,
  CopyReportFormat,
  CreateDevice,
  CreateOutsourceCentre,
  CreateProfile,
  CreateReportFormat,
  CreateSampleType,
  CreateTest,
  CreateTestCategory,
  Device,
  DeviceList,
  DeviceListQuery,
  ErrorResponse,
  IdParams,
  OutsourceCentre,
  OutsourceCentreList,
  OutsourceCentreListQuery,
  Profile,
  ProfileList,
  ProfileListQuery,
  ReportFormat,
  ReportFormatList,
  ReportFormatListQuery,
  SampleType,
  SampleTypeList,
  SampleTypeListQuery,
  TestCategory,
  TestCategoryList,
  TestCategoryListQuery,
  TestList,
  TestListQuery,
  UpdateDevice,
  UpdateOutsourceCentre,
  UpdateProfile,
  UpdateReportFormat,
  UpdateSampleType,
  UpdateTest,
  UpdateTestCategory,
} from '@lims/contract';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
type CatalogueApp = Parameters<AreaRoutes>[0];

/** A record kind's shapes in the contract: its item, its page, its list query, its add, its change and its copy. */
interface RecordSchemas {
  item: z.ZodType;
  list: z.ZodType;
  query: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  copy?: z.ZodType;
}

interface RecordService<Query, Create, Update, Copy> {
  list(args: { actor: LabActor; query: Query }): Promise<unknown>;
  get(args: { actor: LabActor; id: number }): Promise<unknown>;
  create(args: { actor: LabActor; input: Create }): Promise<unknown>;
  update(args: { actor: LabActor; id: number; input: Update }): Promise<unknown>;
  copy?(args: { actor: LabActor; id: number; input: Copy }): Promise<unknown>;
}

/**
 * The routes of one kind of catalogue record under `/catalogue/<path>`: list, read, add, change
 * (and disable), and copy where it has one. Reading needs `catalogue.view`, writing `catalogue.manage`.
 */
function recordRoutes<Query, Create, Update, Copy>(
  app: CatalogueApp,
  path: string,
  what: string,
  schemas: RecordSchemas,
  service: RecordService<Query, Create, Update, Copy>,
) {
  const url = `/catalogue/${path}`;
  const tags = ['catalogue'];
  const view = { permission: 'catalogue.view' } as const;
  const manage = { permission: 'catalogue.manage' } as const;
  app.get(
    url,
    {
      config: view,
      schema: {
        tags,
        summary: `The lab's ${what}, a page at a time`,
        querystring: schemas.query,
        response: { 200: schemas.list, ...errors },
      },
    },
    async (request) => service.list({ actor: labActorOf(request), query: request.query as Query }),
  );
  app.get(
    `${url}/:id`,
    {
      config: view,
      schema: {
        tags,
        summary: `One of the lab's ${what}`,
        params: IdParams,
        response: { 200: schemas.item, ...errors },
      },
    },
    async (request) => service.get({ actor: labActorOf(request), id: request.params.id }),
  );
  app.post(
    url,
    {
      config: manage,
      schema: {
        tags,
        summary: `Add to the ${what} (admin)`,
        body: schemas.create,
        response: { 201: schemas.item, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create({ actor: labActorOf(request), input: request.body as Create })),
  );
  app.patch(
    `${url}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: `Change, disable or enable one of the ${what} (admin); 409 when its version has moved on`,
        params: IdParams,
        body: schemas.update,
        response: { 200: schemas.item, ...errors },
      },
    },
    async (request) =>
      service.update({ actor: labActorOf(request), id: request.params.id, input: request.body as Update }),
  );
  const { copy } = service;
  if (!copy || !schemas.copy) return;
  app.post(
    `${url}/:id/copy`,
    {
      config: manage,
      schema: {
        tags,
        summary: `Copy one of the ${what} under a new name (admin)`,
        params: IdParams,
        body: schemas.copy,
        response: { 201: schemas.item, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await copy({ actor: labActorOf(request), id: request.params.id, input: request.body as Copy })),
  );
}

export const catalogueRoutes: AreaRoutes = async (app, { services }) => {
  recordRoutes(
    app,
    'sample-types',
    'sample types',
    {
      item: SampleType,
      list: SampleTypeList,
      query: SampleTypeListQuery,
      create: CreateSampleType,
      update: UpdateSampleType,
    },
    services.sampleTypes,
  );
  recordRoutes(
    app,
    'outsource-centres',
    'outsource centres',
    {
      item: OutsourceCentre,
      list: OutsourceCentreList,
      query: OutsourceCentreListQuery,
      create: CreateOutsourceCentre,
      update: UpdateOutsourceCentre,
    },
    services.outsourceCentres,
  );
  recordRoutes(
    app,
    'test-categories',
    'test categories',
    {
      item: TestCategory,
      list: TestCategoryList,
      query: TestCategoryListQuery,
      create: CreateTestCategory,
      update: UpdateTestCategory,
    },
    services.testCategories,
  );
  recordRoutes(
    app,
    'devices',
    'devices (instruments) and the tests each runs',
    { item: Device, list: DeviceList, query: DeviceListQuery, create: CreateDevice, update: UpdateDevice },
    services.devices,
  );
  recordRoutes(
    app,
    'tests',
    'tests',
    {
      item: CatalogueTest,
      list: TestList,
      query: TestListQuery,
      create: CreateTest,
      update: UpdateTest,
      copy: CopyCatalogueRecord,
    },
    services.labTests,
  );
  recordRoutes(
    app,
    'profiles',
    'profiles (panels)',
    {
      item: Profile,
      list: ProfileList,
      query: ProfileListQuery,
      create: CreateProfile,
      update: UpdateProfile,
      copy: CopyCatalogueRecord,
    },
    services.profiles,
  );
  recordRoutes(
    app,
    'report-formats',
    'report formats',
    {
      item: ReportFormat,
      list: ReportFormatList,
      query: ReportFormatListQuery,
      create: CreateReportFormat,
      update: UpdateReportFormat,
      copy: CopyReportFormat,
    },
    services.reportFormats,
  );

  app.get(
    '/catalogue/billables',
    {
      config: { permission: 'catalogue.view' },
      schema: {
        tags: ['catalogue'],
        summary: "The billing desk's search: enabled tests and profiles by code, then by name",
        querystring: BillableSearchQuery,
        response: { 200: BillableSearchResult, ...errors },
      },
    },
    async (request) => services.labTests.billables({ actor: labActorOf(request), query: request.query }),
  );
};
