import { CreateBill, CreatePrivilegeCardType, CreateProfile, type Patient } from '@lims/contract';
import { majorToMinor } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';
import type { Database } from '../database.js';
import {
  createCatalogueTest,
  demoDevices,
  demoOutsourceCentre,
  demoPrivilegeCardTypes,
  demoProfiles,
  demoSampleTypes,
  demoTestCategories,
  demoTests,
} from './demo-catalogue.js';
import { buildStandaloneServices } from './standalone-services.js';

const rupees = (amount: number) => majorToMinor(amount, 'INR');

export interface DemoCatalogue {
  testIds: ReadonlyMap<string, number>;
  profileIds: ReadonlyMap<string, number>;
}

/**
 * The demo catalogue (demo-catalogue.ts) made through the catalogue services: sample types,
 * categories, the outsource centre, the tests with their report formats, the instruments with
 * the tests they run, and the two profiles.
 */
export async function createDemoCatalogue(
  services: ServiceRegistry,
  actor: LabActor,
  departmentIds: ReadonlyMap<string, number>,
): Promise<DemoCatalogue> {
  const departmentId = (name: string) => {
    const id = departmentIds.get(name);
    if (id === undefined) throw new Error(`The demo catalogue names an unknown department, ${name}.`);
    return id;
  };
  const sampleTypeIds = new Map<string, number>();
  for (const sampleType of demoSampleTypes) {
    sampleTypeIds.set(sampleType.name, (await services.sampleTypes.create({ actor, input: { ...sampleType } })).id);
  }
  const categoryIds = new Map<string, number>();
  for (const name of demoTestCategories) {
    categoryIds.set(name, (await services.testCategories.create({ actor, input: { name } })).id);
  }
  const outsourceCentre = await services.outsourceCentres.create({ actor, input: demoOutsourceCentre });

  const testIds = new Map<string, number>();
  for (const test of demoTests) {
    const id = await createCatalogueTest(services, actor, test, {
      departmentId: departmentId(test.department),
      sampleTypeId: test.sampleType ? sampleTypeIds.get(test.sampleType) : null,
      categoryId: categoryIds.get(test.category),
      price: rupees(test.price),
      cost: rupees(test.cost),
      outsourceCentreId: test.isOutsourceTest ? outsourceCentre.id : null,
    });
    testIds.set(test.code, id);
  }
  for (const device of demoDevices) {
    await services.devices.create({
      actor,
      input: {
        name: device.name,
        departmentId: departmentId(device.department),
        testIds: demoTests.filter((test) => test.device === device.name).map((test) => testIds.get(test.code) ?? 0),
      },
    });
  }
  const profileIds = new Map<string, number>();
  for (const profile of demoProfiles) {
    const created = await services.profiles.create({
      actor,
      input: CreateProfile.parse({
        code: profile.code,
        name: profile.name,
        price: rupees(profile.price),
        testIds: profile.tests.map((code) => testIds.get(code)),
      }),
    });
    profileIds.set(profile.code, created.id);
  }
  return { testIds, profileIds };
}

/** What a demo bill asks for: tests and profiles by code. */
const demoOrders: ReadonlyArray<ReadonlyArray<{ kind: 'test' | 'profile'; code: string }>> = [
  [{ kind: 'test', code: 'CBC' }],
  [
    { kind: 'test', code: 'FBS' },
    { kind: 'test', code: 'HBA1C' },
  ],
  [{ kind: 'profile', code: 'HC-BASIC' }],
  [{ kind: 'test', code: 'LIPID' }],
  [{ kind: 'profile', code: 'DIAB-CARE' }],
  [{ kind: 'test', code: 'TFT' }],
  [
    { kind: 'test', code: 'URINE-RE' },
    { kind: 'test', code: 'URINE-CS' },
  ],
  [{ kind: 'test', code: 'XR-CHEST' }],
  [
    { kind: 'test', code: 'KFT' },
    { kind: 'test', code: 'LFT' },
  ],
  [
    { kind: 'test', code: 'CBC' },
    { kind: 'test', code: 'TFT' },
    { kind: 'test', code: 'LIPID' },
  ],
];
const demoPaymentModes = ['Cash', 'UPI', 'Cash', 'Debit Card', 'UPI', 'Online'] as const;

export interface DemoBillsInput {
  db: Database;
  actor: LabActor;
  catalogue: DemoCatalogue;
  /** The demo patients, in registration order. */
  patients: readonly Patient[];
  /** Who shares the family card: the holder first. */
  family: readonly Patient[];
  /** The moment the seed runs: the bills fall in the 30 days before it. */
  now: Date;
}

/**
 * The last 30 days of the billing desk, made through the billing services with a clock set to
 * each bill's time, so that the lists, badges and dates read as a lab's month: most bills paid at
 * the desk, some with a due paid a day later, some still due, concessions, a family card and a
 * senior citizen card applied, a cancelled test and a refund.
 */
export async function createDemoBills({ db, actor, catalogue, patients, family, now }: DemoBillsInput): Promise<void> {
  let clock = new Date(now.getTime() - 40 * 86_400_000);
  const services = buildStandaloneServices(db, { now: () => clock });

  const cardTypeIds: number[] = [];
  for (const cardType of demoPrivilegeCardTypes) {
    const input = CreatePrivilegeCardType.parse({
      name: cardType.name,
      discountBasisPoints: cardType.discountPercent * 100,
      validityDays: cardType.validityDays,
      price: rupees(cardType.price),
      maxMembers: cardType.maxMembers,
    });
    cardTypeIds.push((await services.privilegeCardTypes.create({ actor, input })).id);
  }
  const [familyCardType, seniorCardType] = cardTypeIds as [number, number];
  const [holder, ...relatives] = family;
  if (holder) {
    let card = await services.privilegeCards.assign({
      actor,
      input: { cardTypeId: familyCardType, holderPatientId: holder.id },
    });
    for (const relative of relatives) {
      card = await services.privilegeCards.addMember({
        actor,
        id: card.id,
        input: { patientId: relative.id, relation: 'Son', version: card.version },
      });
    }
  }
  const senior = patients.find((patient) => patient.age !== null && patient.ageUnit === 'Years' && patient.age >= 60);
  if (senior) {
    await services.privilegeCards.assign({ actor, input: { cardTypeId: seniorCardType, holderPatientId: senior.id } });
  }

  const idOf = (line: { kind: 'test' | 'profile'; code: string }) => {
    const id = (line.kind === 'test' ? catalogue.testIds : catalogue.profileIds).get(line.code);
    if (id === undefined) throw new Error(`The demo bills name an unknown ${line.kind}, ${line.code}.`);
    return id;
  };
  // About two bills a day, between 8 in the morning and 7 in the evening, India time.
  const visits = patients.flatMap((patient, index) => (index % 3 === 0 ? [patient, patient] : [patient]));
  const start = now.getTime() - 30 * 86_400_000;
  const span = now.getTime() - start - 3 * 3_600_000;
  for (const [index, patient] of visits.entries()) {
    const moment = start + Math.floor((span * index) / visits.length);
    const day = new Date(moment);
    // 02:30 to 13:30 UTC is 08:00 to 19:00 in Asia/Kolkata.
    const minutes = 150 + ((index * 97) % 660);
    day.setUTCHours(0, minutes, 0, 0);
    clock = day.getTime() > now.getTime() ? new Date(now.getTime() - 600_000) : day;

    const order = demoOrders[(index * 7) % demoOrders.length] ?? [];
    const withConcession = index % 9 === 4;
    const draft = CreateBill.parse({
      patientId: patient.id,
      organisationId: patient.organisation?.id ?? null,
      referralDoctorId: patient.referralDoctor?.id ?? null,
      orderNumber: patient.organisation ? `ORD-${String(4100 + index)}` : null,
      lines: order.map((line) => ({ kind: line.kind, id: idOf(line) })),
      concession: withConcession ? { type: 'percent', value: 1000 } : { type: 'amount', value: 0 },
      comments: withConcession ? 'Staff family: 10 % concession approved by the lab head.' : null,
    });
    const unpaid = await services.bills.create({ actor, input: draft, sessionLanguage: 'en', ipAddress: '127.0.0.1' });
    const mode = demoPaymentModes[index % demoPaymentModes.length] ?? 'Cash';
    // Every fifth bill leaves a due; two of every three of those are settled the next day.
    const partly = index % 5 === 2;
    const firstPayment = partly ? Math.floor(unpaid.dueAmount / 2 / 100) * 100 : unpaid.dueAmount;
    let bill = unpaid;
    if (firstPayment > 0) {
      bill = await services.billPayments.addPayment({
        actor,
        id: bill.id,
        input: { mode, amount: firstPayment, payer: 'patient', reference: null, comments: null, version: bill.version },
      });
    }
    if (partly && index % 3 !== 0 && clock.getTime() + 86_400_000 < now.getTime()) {
      clock = new Date(clock.getTime() + 86_400_000);
      bill = await services.billPayments.addPayment({
        actor,
        id: bill.id,
        input: {
          mode: 'UPI',
          amount: bill.dueAmount,
          payer: 'patient',
          reference: null,
          comments: null,
          version: bill.version,
        },
      });
    }
    if (index === 13) {
      const line = bill.lines.find((candidate) => candidate.cancellable && bill.lines.length > 1);
      if (line) {
        clock = new Date(clock.getTime() + 1_800_000);
        bill = await services.billLifecycle.cancelLine({
          actor,
          id: bill.id,
          lineId: line.id,
          input: { reason: 'Patient had the test done elsewhere last week.', version: bill.version },
        });
        // The cancelled test had been paid for: the desk gives that money back.
        const overpaid = bill.paidAmount - bill.refundedAmount - bill.patientAmount;
        if (overpaid > 0) {
          await services.billPayments.addRefund({
            actor,
            id: bill.id,
            input: {
              mode: 'Cash',
              amount: overpaid,
              reference: null,
              comments: 'Cancelled test refunded.',
              version: bill.version,
            },
          });
        }
      }
    }
  }
}
