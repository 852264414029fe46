import fastifyMultipart from '@fastify/multipart';
import {
  AttachedReport,
  AttachmentParams,
  BillFiles,
  ErrorResponse,
  FileReportQuery,
  IdParams,
  ReportAttachment,
  ReportAttachments,
  ReportsAttachmentsAndStudies,
  ReportsAttachmentsQuery,
} from '@lims/contract';
import { z } from 'zod';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportAttachmentsRoutes: AreaRoutes = async (app, { services }) => {
  const { reportAttachments, reportFileReports } = services;
  // Only the upload routes of this plugin read multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/reports/:id/attachments',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary: "A report's attachments and its study and file report (spec 001 §7 getLabReportAttachments)",
        params: IdParams,
        response: { 200: ReportAttachments, ...errors },
      },
    },
    async (request) => reportAttachments.ofReport({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/reports/:id/attachments',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary:
          "Attach a file to a report (spec 001 §2 'Attachments and DICOM'; multipart, part 'file': spec 000's " +
          "types or a DICOM .dcm, at most 50 MB); a DICOM file's study sets the report's hasDICOM and studyUUID; " +
          "400 'notDicomFile' for a .dcm whose bytes are not DICOM; 409 'attachmentLocked' once submitted",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: ReportAttachment, 413: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await reportAttachments.upload({
          actor: labActorOf(request),
          id: request.params.id,
          upload: await multipartUploadOf(request, 'reportAttachment'),
        }),
      ),
  );

  app.get(
    '/bills/:id/files',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary: "A bill's papers and its reports' attachments (spec 001 §7 getBillAttachmentList)",
        params: IdParams,
        response: { 200: BillFiles, ...errors },
      },
    },
    async (request) => reportAttachments.ofBill({ actor: labActorOf(request), billId: request.params.id }),
  );

  app.post(
    '/reports/attachments-and-studies',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary:
          'Reports with their DICOM study and their attachments (spec 001 §7 getReportsAttachmentsAndStudyUUIDs)',
        body: ReportsAttachmentsQuery,
        response: { 200: ReportsAttachmentsAndStudies, ...errors },
      },
    },
    async (request) => reportAttachments.ofReports({ actor: labActorOf(request), ids: request.body.ids }),
  );

  app.get(
    '/attachments/:id/file',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary: "An attachment's file, shown inline by the file viewer",
        params: AttachmentParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await reportAttachments.open({ actor: labActorOf(request), id: request.params.id }),
        'inline',
      ),
  );

  app.delete(
    '/attachments/:id',
    {
      config: { permission: 'reports.attachments' },
      schema: {
        tags,
        summary:
          "Remove an attachment and its file (spec 001 §7 removeDICOMfiles); 409 'attachmentLocked' once the " +
          'report is submitted (spec 001 §6)',
        params: AttachmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reportAttachments.remove({ actor: labActorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reports/:id/file-report',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary:
          "Make a report a file report (spec 001 §7 convertReportToFileOrNormal; multipart, part 'file': pdf, " +
          "jpeg, jpg, png or gif, at most 5 MB); 409 'cannotEditAuthorisedReports' once signed, 'staleRecord'",
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: FileReportQuery,
        response: { 200: AttachedReport, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      reportFileReports.convert({
        actor: labActorOf(request),
        id: request.params.id,
        version: request.query.version,
        upload: await multipartUploadOf(request, 'fileReport'),
      }),
  );

  app.delete(
    '/reports/:id/file-report',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary: 'Make a file report a report of values again (spec 001 §7 convertReportToFileOrNormal)',
        params: IdParams,
        querystring: FileReportQuery,
        response: { 200: AttachedReport, ...errors },
      },
    },
    async (request) =>
      reportFileReports.revert({ actor: labActorOf(request), id: request.params.id, version: request.query.version }),
  );

  app.get(
    '/reports/:id/file-report',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary: 'The document a file report is, shown inline',
        params: IdParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await reportFileReports.open({ actor: labActorOf(request), id: request.params.id }),
        'inline',
      ),
  );
};
