import {
  CommunicationSettings,
  ErrorResponse,
  OperationSettings,
  PrintSettings,
  UpdateCommunicationSettings,
  UpdateOperationSettings,
  UpdatePrintSettings,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Centre settings > Communication (spec 000 §3, §7), Operation settings (spec 001 §3) and Print settings (spec 002 §3). */
export const labSettingsRoutes: AreaRoutes = async (app, { services }) => {
  const { labSettings } = services;

  app.get(
    '/settings/communication',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags: ['settings'],
        summary: "The lab's SMS, WhatsApp and e-mail switches and WhatsApp plan (admin)",
        response: { 200: CommunicationSettings, ...errors },
      },
    },
    async (request) => labSettings.getCommunication({ actor: labActorOf(request) }),
  );

  app.put(
    '/settings/communication',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Replace the communication settings (admin); 409 on a stale version',
        body: UpdateCommunicationSettings,
        response: { 200: CommunicationSettings, ...errors },
      },
    },
    async (request) => labSettings.updateCommunication({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/settings/operation',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags: ['settings'],
        summary: "The lab's operation settings and the signing doctors it may default to (admin)",
        response: { 200: OperationSettings, ...errors },
      },
    },
    async (request) => labSettings.getOperation({ actor: labActorOf(request) }),
  );

  app.put(
    '/settings/operation',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Replace the operation settings (admin); 409 on a stale version',
        body: UpdateOperationSettings,
        response: { 200: OperationSettings, ...errors },
      },
    },
    async (request) => labSettings.updateOperation({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/settings/print',
    {
      config: { permission: 'printSettings.view' },
      schema: {
        tags: ['settings'],
        summary: "How the lab's reports print: font, margins, date format, letterhead, due reports (any lab user)",
        response: { 200: PrintSettings, ...errors },
      },
    },
    async (request) => labSettings.getPrint({ actor: labActorOf(request) }),
  );

  app.put(
    '/settings/print',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Replace the print settings (admin); 409 on a stale version',
        body: UpdatePrintSettings,
        response: { 200: PrintSettings, ...errors },
      },
    },
    async (request) => labSettings.updatePrint({ actor: labActorOf(request), input: request.body }),
  );
};
