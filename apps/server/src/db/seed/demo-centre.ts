import {
  AddCredits,
  CreateBranch,
  UpdateBankDetails,
  UpdateCentreDetails,
  UpdateCommunicationSettings,
  UpdateWeeklyTimings,
} from '@lims/contract';
import { calendarDateIn, defaultCommunicationSettings } from '@lims/domain';
import type { Actor, LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/** The demo lab's own details (spec 000 §3 Centre details), as its administrator would type them. */
export const demoCentre = {
  accountManagerName: 'Rohit Mehra',
  reportSharingId: 'DEMODX',
  abbreviation: 'DD',
  address: '14, Link Road, opposite Infiniti Mall, Andheri West',
  city: 'Mumbai',
  area: 'Andheri West',
  pincode: '400053',
  email: 'care@demo-diagnostics.example',
  contact: '9820012345',
  website: 'https://demo-diagnostics.example',
  location: '19.1413, 72.8337',
  registrationNumber: 'MH/CE/2019/04512',
  intro: 'NABL-accredited pathology and imaging centre serving Andheri since 2019: home collection, same-day reports.',
  employeeCount: 28,
  defaultPaymentGateway: 'UPI',
  successNotificationEmail: 'accounts@demo-diagnostics.example',
  failureNotificationEmail: 'it@demo-diagnostics.example',
} as const;

/** Two branches (spec 001 §6), kept ready with branch management off (docs/decisions/0030). */
export const demoBranches = [
  { name: 'Andheri (Main)', code: 'AND', address: demoCentre.address, contact: '9820012345' },
  { name: 'Bandra Collection Point', code: 'BND', address: '3, Hill Road, Bandra West, Mumbai', contact: '9820067890' },
] as const;

/**
 * The demo lab's centre settings, branches and messaging credits, made through the services
 * as its administrator and the support desk would: centre details, weekly timings, bank details
 * (after the OTP the centre service checks), the role holders, communication settings, two
 * branches, and SMS, WhatsApp and id-scan credits added by support.
 */
export async function createDemoCentre(
  services: ServiceRegistry,
  actor: LabActor,
  holders: { admin: number; operations: number; finance: number },
  now: Date,
): Promise<void> {
  const details = await services.centre.details({ actor });
  await services.centre.updateDetails({
    actor,
    input: UpdateCentreDetails.parse({
      ...demoCentre,
      version: details.version,
      name: details.name,
      timeZone: details.timeZone,
      liveDate: '2019-06-03',
    }),
  });
  const weekday = { open: true, opensAt: '07:00', closesAt: '21:00' };
  const timed = await services.centre.updateTimings({
    actor,
    input: UpdateWeeklyTimings.parse({
      version: (await services.centre.details({ actor })).version,
      days: [
        ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({
          day,
          ...weekday,
        })),
        { day: 'sunday', open: true, opensAt: '08:00', closesAt: '13:00' },
      ],
    }),
  });
  // The change needs the OTP the centre service sends to the administrator (spec 000 §4); the
  // seed is that administrator here, so it takes the code where the service would look for it.
  const otp = await services.oneTimeCodes.issue({
    subject: `bank:${actor.labId}:${actor.accountId}`,
    sentTo: [demoCentre.email],
  });
  const banked = await services.centre.updateBank({
    actor,
    input: UpdateBankDetails.parse({
      version: timed.version,
      otp,
      bankName: 'HDFC Bank',
      accountType: 'Current',
      accountNo: '50200012345678',
      ifscCode: 'HDFC0000543',
      currency: 'INR',
      isoCode: 'IN',
      countryCode: '91',
      upiId: 'demodiagnostics@hdfcbank',
      paymentNotes: 'Organisations: pay within 30 days of the invoice, quoting the invoice number.',
    }),
  });
  await services.centre.updateRoles({
    actor,
    input: {
      version: banked.version,
      admin: holders.admin,
      operationManager: holders.operations,
      financeManager: holders.finance,
    },
  });
  await services.labSettings.updateCommunication({
    actor,
    input: UpdateCommunicationSettings.parse({
      ...defaultCommunicationSettings,
      sms: { ...defaultCommunicationSettings.sms, billingSms: true, paymentDueSms: true },
      whatsapp: { ...defaultCommunicationSettings.whatsapp, reportCommunication: true, sendReportPDF: true },
      version: (await services.labs.getLab(actor.labId)).settingsVersion,
    }),
  });
  for (const branch of demoBranches) {
    await services.branches.create({ actor, input: CreateBranch.parse(branch) });
  }

  // Support adds the lab's credits (spec 002 §9 add_credit_amount), as a support login would.
  const support: Actor = {
    ...actor,
    kind: 'support',
    labId: null,
    admin: false,
    supportRights: ['labSettings', 'credits'],
  };
  const today = calendarDateIn(now, (await services.labs.getLab(actor.labId)).timeZone);
  const sixMonthsOn = new Date(`${today}T00:00:00Z`);
  sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + 6);
  const additions = [
    { kind: 'sms', amount: 2_000 },
    { kind: 'whatsapp', amount: 1_000, expiresOn: sixMonthsOn.toISOString().slice(0, 10) },
    { kind: 'idScans', amount: 50 },
  ] as const;
  for (const addition of additions) {
    const { version } = await services.support.credits({ actor: support, labId: actor.labId });
    await services.support.addCredits({
      actor: support,
      labId: actor.labId,
      kind: addition.kind,
      input: AddCredits.parse({
        amount: addition.amount,
        expiresOn: 'expiresOn' in addition ? addition.expiresOn : null,
        version,
      }),
    });
  }
}
