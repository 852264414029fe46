import fastifyMultipart from '@fastify/multipart';
import { BulkMappingCheck, BulkMappingSaved, ErrorResponse, SaveBulkMapping } from '@lims/contract';
import type { FastifyReply } from 'fastify';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';

/** The template as a download; it holds no data of the lab, but is made anew for each request. */
const download = (reply: FastifyReply, workbook: Buffer) =>
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', 'attachment; filename="inventory-bulk-mapping.xlsx"')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(workbook);

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Bulk mapping (spec 002 §9 bulk-mapping-stock-test): the template, the check of a file, the save of its valid rows. */
export const bulkMappingRoutes: AreaRoutes = async (app, { services }) => {
  const { bulkMappings } = services;
  // Only the check of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/inventory/mappings/bulk/template',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags: ['inventory'],
        summary:
          'The bulk mapping template: an Excel workbook with testName, inventoryName, brandName, quantity, instrumentName',
        response: errors,
      },
    },
    async (request, reply) => download(reply, await bulkMappings.template({ actor: labActorOf(request) })),
  );

  app.post(
    '/inventory/mappings/bulk/check',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags: ['inventory'],
        summary:
          "Check a bulk mapping file (multipart, part 'file': .xlsx, at most 2,000 rows): every row with its status 0 valid, 1 invalid with its problems, 2 duplicate; nothing is saved",
        consumes: ['multipart/form-data'],
        response: { 200: BulkMappingCheck, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      bulkMappings.check({
        actor: labActorOf(request),
        upload: await multipartUploadOf(request, 'inventoryBulkMapping'),
      }),
  );

  app.post(
    '/inventory/mappings/bulk',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags: ['inventory'],
        summary: 'Save the valid rows of those sent, checked again, in one transaction; 400 when none is valid',
        body: SaveBulkMapping,
        response: { 200: BulkMappingSaved, ...errors },
      },
    },
    async (request) => bulkMappings.save({ actor: labActorOf(request), input: request.body }),
  );
};
