import { randomInt } from 'node:crypto';
import {
  CreateLabUser,
  type CreateSignupAccount,
  type CreateSignupRequest,
  type SignupCreated,
  type SignupStatusResponse,
  type VerifySignupOtp,
} from '@lims/contract';
import {
  accountInfoMandatoryFields,
  businessMandatoryFields,
  checkPassword,
  contactNumberDigits,
  DomainError,
  departmentsForServiceTypes,
  internationalContactNumber,
  isValidContactNumber,
  isValidEmail,
  isValidTeamSize,
  missingFields,
  missingFieldsMessage,
  passwordSpecialCharacters,
  trialEnd,
} from '@lims/domain';
import { systemActor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { CodeCheck } from '../../platform/security/one-time-codes.js';
import { hashToken, newToken } from '../../platform/security/tokens.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  findSignupByToken,
  findStandingRequest,
  insertSignupRequest,
  lockSignup,
  lockSignupOwner,
  platformLabId,
  type SignupRow,
  updateSignup,
} from './signup.queries.js';
import { createStarterCatalogue } from './starter-catalogue.js';

export const createLabJob = 'onboarding.createLab';
interface CreateLabPayload {
  signupId: number;
  /** Where the new admin signs in: the address the owner used for the setup. */
  signInAddress: string;
}

/** spec 000 §2: "'Account request exists' when the contact or e-mail already has ... a pending request". */
const requestStandsHours = 24;
/** The creation job tries a few times (a database restart, say) before the owner reads 'failed'. */
const createLabAttempts = 3;

/** The body field each of the spec's stage names stands for. */
const accountInfoField = { name: 'name', email: 'email', number: 'contact', city: 'city' } as const;
const businessField = { businessName: 'accountName', teamSize: 'teamSize' } as const;

/** spec 000 §5: the missing fields, named in upper case in one message, each marked on the form. */
function assertNoneMissing<Name extends string>(missing: Name[], fieldOf: Record<Name, string>) {
  const message = missingFieldsMessage(missing);
  if (!message) return;
  throw new DomainError('bad_request', message.messageKey, {
    params: message.params,
    fields: missing.map((name) => ({ field: fieldOf[name], ...message })),
  });
}

const codeRefusals: Record<Exclude<CodeCheck, 'ok'>, () => DomainError> = {
  wrong: () => badRequest('otpVerificationFailed', 'otp'),
  // Used already, or replaced by a newer one: the code in hand is no good either way.
  missing: () => badRequest('otpVerificationFailed', 'otp'),
  expired: () => badRequest('otpExpired', 'otp'),
  locked: () => new DomainError('locked', 'otpLocked', { field: 'otp' }),
};

/**
 * A password for the new admin that the password rule accepts (spec 000 §5), sent once; the
 * admin must change it at the first sign-in. Letters that read alike (l, 1, O, 0) are left out.
 */
export function generatedPassword(length = 12): string {
  const groups = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', passwordSpecialCharacters];
  const all = groups.join('');
  const pick = (from: string) => from[randomInt(from.length)] as string;
  const characters = [...groups.map(pick), ...Array.from({ length: length - groups.length }, () => pick(all))];
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  const password = characters.join('');
  if (!checkPassword(password).ok) throw new Error('The generated password breaks the password rule.');
  return password;
}

/** A username the login accepts (letters, digits and . _ @ -, at most 150 with a suffix), from the owner's e-mail. */
const usernameFromEmail = (email: string) =>
  email
    .toLowerCase()
    .replace(/[^a-z0-9._@-]/g, '-')
    .slice(0, 140);

export type SignupServiceDeps = Pick<ServiceDeps, 'db' | 'now'> & { services: ServiceRegistry };

/**
 * The self-service account setup (spec 000 §2 'Account setup', §4 stages): a request with an
 * OTP to the owner's mobile and e-mail, its verification, and the creation of the lab by a job.
 * Nobody is signed in: the request's token, returned once, stands for the owner.
 */
export function createSignupService({ db, now, services }: SignupServiceDeps) {
  const sendCode = async (row: SignupRow, ipAddress: string | null) => {
    const code = await services.oneTimeCodes.issue({
      subject: `signup:${row.id}`,
      sentTo: [row.contact, row.email.toLowerCase()],
      ipAddress,
    });
    const text = `${code} is your verification code for setting up your diagnostic centre. It is valid for 10 minutes.`;
    await services.messages.send({ labId: platformLabId, channel: 'sms', to: row.contact, body: text });
    await services.messages.send({
      labId: platformLabId,
      channel: 'email',
      to: row.email,
      subject: 'Your verification code',
      body: `Hello ${row.contactName},\n\n${text}\n\nIf you did not ask for it, you can ignore this e-mail.`,
    });
  };

  const requestOf = async (token: string) => {
    const row = await findSignupByToken(db, hashToken(token));
    if (!row) throw notFound();
    return row;
  };

  /** Makes the lab of a verified request, once; the job's one transaction. */
  const createLab = async ({ signupId, signInAddress }: CreateLabPayload) => {
    const request = await lockSignup(db, signupId);
    // A second run (after a kill, or a retry) finds the lab made and stops.
    if (!request || request.createdLabId !== null || request.status !== 'creating') return;
    const country = services.places.country(request.countryIsoCode);
    const lab = await services.labs.create({
      input: {
        name: request.accountName ?? request.contactName,
        countryIsoCode: request.countryIsoCode,
        dialCode: request.dialCode,
        currency: country?.currency ?? 'USD',
        timeZone: country?.timeZone ?? 'UTC',
        regionCode: request.regionCode,
        trialEndsAt: trialEnd(now()),
      },
    });
    const actor = systemActor(lab.id);
    const departmentIds = new Map<string, number>();
    for (const name of departmentsForServiceTypes(request.serviceTypeIds ?? [])) {
      departmentIds.set(name, (await services.departments.create({ actor, input: { name } })).id);
    }
    await createStarterCatalogue(services, actor, { departmentIds, currency: lab.currency });
    const password = generatedPassword();
    let username = usernameFromEmail(request.email);
    for (let suffix = 2; await services.accounts.usernameTaken('lab', username); suffix++) {
      username = `${usernameFromEmail(request.email)}.${suffix}`;
    }
    const admin = await services.labUsers.create({
      actor,
      input: {
        ...CreateLabUser.parse({
          username,
          password,
          fullName: request.contactName,
          email: request.email,
          contact: contactNumberDigits(request.contact, request.dialCode),
          admin: true,
          financeManager: true,
          sampleAccess: true,
          labAccess: true,
          privilegeCardAccess: 2,
          discountApproval: true,
          departmentIds: [...departmentIds.values()],
        }),
        isRootUser: true,
      },
    });
    await services.accounts.requirePasswordChange('lab', lab.id, admin.id);
    await updateSignup(db, request.id, { status: 'created', createdLabId: lab.id, updatedAt: now() });
    const credentials =
      `Your account for ${lab.name} is ready. Sign in at ${signInAddress} with the username ${username} ` +
      `and the password ${password}. You will be asked to choose a new password.`;
    // From the product, not the new lab: the owner reads them before anyone can sign in to it, a
    // new lab has no messaging credits yet, and the lab's other admins never see the password.
    await services.messages.send({ labId: platformLabId, channel: 'sms', to: request.contact, body: credentials });
    await services.messages.send({
      labId: platformLabId,
      channel: 'email',
      to: request.email,
      subject: 'Your login credentials',
      body: `Hello ${request.contactName},\n\n${credentials}\n\nYour 15-day trial has started.`,
    });
  };

  services.jobs.register<CreateLabPayload>(createLabJob, (job) => db.transaction(() => createLab(job.payload)), {
    failed: async ({ payload }, error) => {
      await db.transaction(async (tx) => {
        const request = await lockSignup(tx, payload.signupId);
        if (request?.status === 'creating') {
          await updateSignup(tx, request.id, { status: 'failed', failureReason: error, updatedAt: now() });
        }
      });
    },
  });

  return {
    /**
     * Stage 1: checks the fields and the captcha, refuses an owner who has an account or a
     * request under way, and keeps the request with an OTP sent to the mobile and the e-mail.
     */
    async create({
      input,
      host,
      ipAddress,
    }: {
      input: CreateSignupRequest;
      host: string | undefined;
      ipAddress: string | null;
    }): Promise<SignupCreated> {
      assertNoneMissing(
        missingFields({ ...input, number: input.contact }, [...accountInfoMandatoryFields, 'city']),
        accountInfoField,
      );
      if (!isValidEmail(input.email)) throw badRequest('emailNotValid', 'email');
      if (!isValidContactNumber(input.contact, input.dialCode)) throw badRequest('invalidNumber', 'contact');
      await services.captcha.accept(input.captcha);
      const region = await services.regions.regionOfHost(host);
      const contact = internationalContactNumber(input.contact, input.dialCode);
      const national = contactNumberDigits(input.contact, input.dialCode);
      const token = newToken();
      await db.transaction(async (tx) => {
        await lockSignupOwner(tx, [contact, input.email.toLowerCase()]);
        const hasAccount = await services.labUsers.contactOrEmailInUse({
          contacts: [national, contact.slice(1), contact],
          email: input.email,
        });
        // Going back from stage 2 to mend the number or the e-mail: the owner's own request,
        // still waiting for its OTP, gives way to the new one instead of standing in its way.
        const replaced = input.replacesToken ? await findSignupByToken(tx, hashToken(input.replacesToken)) : undefined;
        if (replaced?.status === 'pending') {
          await updateSignup(tx, replaced.id, { status: 'failed', failureReason: 'replaced', updatedAt: now() });
        }
        const since = new Date(now().getTime() - requestStandsHours * 3_600_000);
        if (hasAccount || (await findStandingRequest(tx, contact, input.email, since))) {
          throw conflict('accountRequestExists');
        }
        const row = await insertSignupRequest(tx, {
          tokenHash: hashToken(token),
          contactName: input.name,
          email: input.email,
          contact,
          countryIsoCode: input.countryIsoCode,
          dialCode: input.dialCode,
          city: input.city,
          state: input.state ?? null,
          location: input.location ?? null,
          regionCode: region.code,
          ipAddress,
          // A request stands for 24 hours by the service's clock, which the check above reads.
          createdAt: now(),
          updatedAt: now(),
        });
        await sendCode(row, ipAddress);
      });
      return { token, messageKey: 'otpSent' };
    },

    /** Stage 2's Resend: a new OTP in place of the last one, within the send limits. */
    async resend({ token, ipAddress }: { token: string; ipAddress: string | null }) {
      const row = await requestOf(token);
      if (row.status !== 'pending') throw conflict('invalidRequest');
      await db.transaction(() => sendCode(row, ipAddress));
      return { messageKey: 'otpSent' as const };
    },

    /**
     * Stage 2's Verify & Proceed. The code is checked outside the transaction: a wrong try must
     * count even though the answer is a refusal.
     */
    async verify({ input }: { input: VerifySignupOtp }): Promise<SignupStatusResponse> {
      const row = await requestOf(input.token);
      const check = await services.oneTimeCodes.check({ subject: `signup:${row.id}`, code: input.otp });
      if (check !== 'ok') throw codeRefusals[check]();
      return db.transaction(async (tx) => {
        const locked = (await lockSignup(tx, row.id)) as SignupRow;
        if (locked.status !== 'pending') return { status: locked.status };
        await updateSignup(tx, row.id, { status: 'verified', verifiedAt: now(), updatedAt: now() });
        return { status: 'verified' };
      });
    },

    /**
     * Stage 3's Create Account: queues the lab's creation once. A second call, or two at once
     * (the row is locked), answers the status without queueing again; a request whose creation
     * failed may try again, as no lab was made.
     */
    async createAccount({
      input,
      signInAddress,
    }: {
      input: CreateSignupAccount;
      signInAddress: string;
    }): Promise<SignupStatusResponse> {
      assertNoneMissing(
        missingFields({ businessName: input.accountName, teamSize: input.teamSize }, businessMandatoryFields),
        businessField,
      );
      if (!isValidTeamSize(input.teamSize)) throw badRequest('invalidRequest', 'teamSize');
      const { id } = await requestOf(input.token);
      return db.transaction(async (tx) => {
        const row = (await lockSignup(tx, id)) as SignupRow;
        if (row.status === 'creating' || row.status === 'created') return { status: row.status };
        if (row.status === 'pending') throw conflict('signupNotVerified');
        await updateSignup(tx, id, {
          status: 'creating',
          accountName: input.accountName,
          teamSize: Number(input.teamSize),
          serviceTypeIds: [...new Set(input.serviceTypeIds)].sort((left, right) => left - right),
          failureReason: null,
          updatedAt: now(),
        });
        await services.jobs.enqueue<CreateLabPayload>({
          labId: platformLabId,
          name: createLabJob,
          payload: { signupId: id, signInAddress },
          maxAttempts: createLabAttempts,
        });
        return { status: 'creating' };
      });
    },

    /** Stage 4 asks until the lab is made or its creation failed. */
    async status({ token }: { token: string }): Promise<SignupStatusResponse> {
      return { status: (await requestOf(token)).status };
    },
  };
}
export type SignupService = ReturnType<typeof createSignupService>;
