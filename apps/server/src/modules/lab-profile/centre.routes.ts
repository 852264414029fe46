import {
  BankOtpSent,
  CentreBank,
  CentreDetails,
  CentreRoles,
  ErrorResponse,
  OwnDetails,
  RoleCandidates,
  UpdateBankDetails,
  UpdateCentreDetails,
  UpdateCentreRoles,
  UpdateOwnDetails,
  UpdateWeeklyTimings,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['lab-profile'];

/** Centre settings (spec 000 §7 Centre settings calls): details, timings, bank, role holders, own details. */
export const centreRoutes: AreaRoutes = async (app, { services }) => {
  const { centre } = services;

  app.get(
    '/lab-profile/details',
    {
      config: { permission: 'files.read' },
      schema: {
        tags,
        summary: "The centre's details and weekly timings (any lab user: printed pages name the centre)",
        response: { 200: CentreDetails, ...errors },
      },
    },
    async (request) => centre.details({ actor: labActorOf(request) }),
  );

  app.put(
    '/lab-profile/details',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: "Change the centre's details, the lab's name and time zone among them (admin)",
        body: UpdateCentreDetails,
        response: { 200: CentreDetails, ...errors },
      },
    },
    async (request) => centre.updateDetails({ actor: labActorOf(request), input: request.body }),
  );

  app.put(
    '/lab-profile/timings',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: "Change the centre's weekly timings: each weekday open with its hours, or closed (admin)",
        body: UpdateWeeklyTimings,
        response: { 200: CentreDetails, ...errors },
      },
    },
    async (request) => centre.updateTimings({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/lab-profile/bank',
    {
      config: { permission: 'centre.manage' },
      schema: { tags, summary: "The lab's bank details (admin)", response: { 200: CentreBank, ...errors } },
    },
    async (request) => centre.bank({ actor: labActorOf(request) }),
  );

  app.post(
    '/lab-profile/bank/otp',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: "Send the OTP a bank details change needs to the admin's mobile and e-mail (spec 000 §4)",
        response: { 200: BankOtpSent, 429: ErrorResponse, ...errors },
      },
    },
    async (request) => centre.sendBankOtp({ actor: labActorOf(request), ipAddress: request.ip }),
  );

  app.put(
    '/lab-profile/bank',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary:
          "Change the lab's bank details with the OTP just sent (admin; a wrong, expired or used OTP: 'Invalid OTP!')",
        body: UpdateBankDetails,
        response: { 200: CentreBank, ...errors },
      },
    },
    async (request) => centre.updateBank({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/lab-profile/roles',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: 'The holders of the centre roles: admin, Operations Head, Finance Head (admin)',
        response: { 200: CentreRoles, ...errors },
      },
    },
    async (request) => centre.roles({ actor: labActorOf(request) }),
  );

  app.get(
    '/lab-profile/roles/candidates',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: 'The lab users who may hold each centre role (spec 000 §6)',
        response: { 200: RoleCandidates, ...errors },
      },
    },
    async (request) => centre.roleCandidates({ actor: labActorOf(request) }),
  );

  app.put(
    '/lab-profile/roles',
    {
      config: { permission: 'centre.manage' },
      schema: {
        tags,
        summary: 'Set the holders of the centre roles, a lab user id or null each (admin)',
        body: UpdateCentreRoles,
        response: { 200: CentreRoles, ...errors },
      },
    },
    async (request) => centre.updateRoles({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/lab-profile/me',
    {
      config: { permission: 'ownProfile.manage' },
      schema: {
        tags,
        summary: "The signed-in lab user's own name, e-mail and contact",
        response: { 200: OwnDetails, ...errors },
      },
    },
    async (request) => centre.ownDetails({ actor: labActorOf(request) }),
  );

  app.put(
    '/lab-profile/me',
    {
      config: { permission: 'ownProfile.manage' },
      schema: {
        tags,
        summary: "Change the signed-in lab user's own name, e-mail and contact",
        body: UpdateOwnDetails,
        response: { 200: OwnDetails, ...errors },
      },
    },
    async (request) => centre.updateOwnDetails({ actor: labActorOf(request), input: request.body }),
  );
};
