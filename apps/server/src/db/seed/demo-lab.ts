import {
  CreateDepartment,
  CreateLabUser,
  type Department,
  type InsuranceType,
  type Patient,
  type PrivilegeCardAccess,
  RegisterPatient,
  type SubmitChangeRequest,
} from '@lims/contract';
import { calendarDateIn, commonConditions, type Relation } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { type LabActor, systemActor } from '../../http/actor.js';
import { findAccountOfPrincipal } from '../../modules/auth/auth.queries.js';
import type { ServiceRegistry } from '../../services.js';
import type { Database, Executor } from '../database.js';
import { createAmbientDatabase } from '../transactions.js';
import { createDemoBatches } from './demo-batches.js';
import { createDemoBills, createDemoCatalogue } from './demo-billing.js';
import { createDemoCardiacVisits } from './demo-cardiac.js';
import { createDemoCentre } from './demo-centre.js';
import { createDemoInventory } from './demo-inventory.js';
import { attachDemoLetterhead } from './demo-letterhead.js';
import { attachDemoCentreReport, createDemoOutsourcing } from './demo-outsourcing.js';
import { createDemoPrinting } from './demo-printing.js';
import { createDemoQualityControl } from './demo-quality-control.js';
import { createDemoResults } from './demo-results.js';
import { createDemoSampleLife } from './demo-samples.js';
import { createDemoSharing } from './demo-sharing.js';
import { createDemoWorklists } from './demo-worklists.js';
import { ensureReferenceData } from './reference-data.js';
import { buildStandaloneServices } from './standalone-services.js';

export const demoLabName = 'Demo Diagnostics';
export const demoPassword = 'Demo@1234';
export const demoPasskey = 'Sign@1234';

export const demoDepartments = [
  'Haematology',
  'Biochemistry',
  'Clinical Pathology',
  'Microbiology',
  'Immunoassay',
  'Radiology',
] as const;

type DemoDepartment = (typeof demoDepartments)[number];

interface DemoLabUser {
  username: string;
  fullName: string;
  admin?: boolean;
  financeManager?: boolean;
  sampleAccess?: boolean;
  labAccess?: boolean;
  isCollectionCenter?: 0 | 4;
  /** spec 000 §6: 1 assigns privilege cards, 2 also manages the card types. */
  privilegeCardAccess?: PrivilegeCardAccess;
  discountApproval?: boolean;
  isRootUser?: boolean;
  departments: readonly DemoDepartment[];
}

/** The demo logins, listed in the README; every password is `Demo@1234`. */
export const demoLabUsers: DemoLabUser[] = [
  {
    username: 'admin',
    fullName: 'Asha Verma',
    admin: true,
    privilegeCardAccess: 2,
    discountApproval: true,
    isRootUser: true,
    departments: demoDepartments,
  },
  {
    username: 'reception',
    fullName: 'Ravi Kumar',
    privilegeCardAccess: 1,
    departments: ['Haematology', 'Biochemistry', 'Clinical Pathology'],
  },
  {
    username: 'technician',
    fullName: 'Meena Iyer',
    sampleAccess: true,
    labAccess: true,
    departments: ['Haematology', 'Biochemistry'],
  },
  {
    username: 'finance',
    fullName: 'Farhan Shaikh',
    financeManager: true,
    privilegeCardAccess: 2,
    discountApproval: true,
    departments: [],
  },
  {
    username: 'operations',
    fullName: 'Kavita Nair',
    financeManager: true,
    sampleAccess: true,
    labAccess: true,
    departments: demoDepartments,
  },
  {
    username: 'drsharma',
    fullName: 'Dr. Anil Sharma',
    labAccess: true,
    departments: ['Haematology', 'Biochemistry', 'Immunoassay'],
  },
  {
    username: 'collection',
    fullName: 'City Clinic Collection Centre',
    isCollectionCenter: 4,
    sampleAccess: true,
    departments: [],
  },
];

export const demoDoctors = [
  { username: 'dr.sharma', fullName: 'Dr. Anil Sharma', isSigning: true, isReferral: false, labUser: 'drsharma' },
  { username: 'dr.rao', fullName: 'Dr. Priya Rao', isSigning: true, isReferral: false, labUser: undefined },
  { username: 'dr.kapoor', fullName: 'Dr. Vikram Kapoor', isSigning: false, isReferral: true, labUser: undefined },
] as const;

export const demoOrganisation = { username: 'cityclinic', name: 'City Clinic' };
export const demoSupportUser = { username: 'support', fullName: 'Product Support' };
export const demoPatient = { username: 'patient', fullName: 'Sunita Devi' };

/** Organisations and referral doctors the demo patients come from, beside City Clinic and Dr. Vikram Kapoor. */
export const demoPatientOrganisations = ['Sunrise Hospital', 'Green Valley Nursing Home'] as const;
export const demoReferralDoctors = ['Dr. Meera Joshi', 'Dr. Sameer Khan'] as const;
export const demoMedicalHistories = ['Diabetes', 'Hypertension', 'Asthma', 'Thyroid disorder'] as const;
export const demoAllergies = ['Penicillin', 'Peanuts', 'Dust'] as const;

type DemoGender = 'Male' | 'Female';
/** Names in Latin, Devanagari and Arabic script, as a lab in India registers them. */
const demoPatientNames: ReadonlyArray<readonly [string, DemoGender]> = [
  ['Rahul Sharma', 'Male'],
  ['Priya Patel', 'Female'],
  ['Amit Verma', 'Male'],
  ['Neha Gupta', 'Female'],
  ['Arjun Reddy', 'Male'],
  ['Kavya Nair', 'Female'],
  ['Rohan Mehta', 'Male'],
  ['Ananya Iyer', 'Female'],
  ['Vikas Singh', 'Male'],
  ['Pooja Joshi', 'Female'],
  ['Sanjay Rao', 'Male'],
  ['Deepa Menon', 'Female'],
  ['Karan Malhotra', 'Male'],
  ['Sneha Kulkarni', 'Female'],
  ['Imran Qureshi', 'Male'],
  ['Fatima Shaikh', 'Female'],
  ["John D'Souza", 'Male'],
  ['Maria Fernandes', 'Female'],
  ['Harpreet Kaur', 'Female'],
  ['Aditya Banerjee', 'Male'],
  ['राजेश कुमार', 'Male'],
  ['सीमा यादव', 'Female'],
  ['अनिल मिश्रा', 'Male'],
  ['गीता शर्मा', 'Female'],
  ['मोहन लाल', 'Male'],
  ['सरिता देवी', 'Female'],
  ['विनोद तिवारी', 'Male'],
  ['पूनम सिंह', 'Female'],
  ['सुरेश चौहान', 'Male'],
  ['ममता पांडे', 'Female'],
  ['दिनेश वर्मा', 'Male'],
  ['कविता जोशी', 'Female'],
  ['रमेश गुप्ता', 'Male'],
  ['अंजलि श्रीवास्तव', 'Female'],
  ['प्रकाश ठाकुर', 'Male'],
  ['रेखा सक्सेना', 'Female'],
  ['अशोक दुबे', 'Male'],
  ['सुनीता मौर्य', 'Female'],
  ['मनोज त्रिपाठी', 'Male'],
  ['लक्ष्मी प्रजापति', 'Female'],
  ['أحمد خان', 'Male'],
  ['فاطمة الزهراء', 'Female'],
  ['محمد علي', 'Male'],
  ['عائشة صديقي', 'Female'],
  ['يوسف أنصاري', 'Male'],
  ['مريم حسين', 'Female'],
  ['عمر فاروق', 'Male'],
  ['زينب رضوي', 'Female'],
  ['حسن عباس', 'Male'],
  ['نور جهان', 'Female'],
  ['خالد منصور', 'Male'],
  ['سارة قريشي', 'Female'],
  ['إبراهيم شيخ', 'Male'],
  ['هدى سليم', 'Female'],
  ['علي رضا', 'Male'],
  ['ليلى أحمد', 'Female'],
  ['سلمان فاروقي', 'Male'],
  ['رقية بيغم', 'Female'],
  ['طارق جميل', 'Male'],
  ['أسماء نقوي', 'Female'],
];

const demoCities = ['Jaipur', 'Lucknow', 'Mumbai', 'Hyderabad', 'Bengaluru', 'Kochi', 'Pune', 'Delhi'] as const;

/** An Indian mobile number (+91) of the 98 series, different for each demo patient. */
const demoMobile = (index: number, series = '98') =>
  `${series}${String(10_000_000 + ((index * 7_919_371) % 90_000_000)).padStart(8, '0')}`;

/**
 * A date of birth for most, an age typed in years for some, and babies of a few months or
 * days: every way spec 000 §5 gives an age.
 */
function demoBirth(index: number): { dateOfBirth?: string; age?: number; ageUnit?: 'Years' | 'Months' | 'Days' } {
  if (index % 10 === 9) return { age: (index % 11) + 1, ageUnit: 'Months' };
  if (index % 10 === 8) return { age: (index % 25) + 3, ageUnit: 'Days' };
  if (index % 3 === 0) return { age: 5 + ((index * 7) % 80), ageUnit: 'Years' };
  const two = (value: number) => String(value).padStart(2, '0');
  return { dateOfBirth: `${1940 + ((index * 13) % 80)}-${two((index % 12) + 1)}-${two(((index * 7) % 28) + 1)}` };
}

interface DemoPatient {
  input: Record<string, unknown>;
  /** Which of the organisations, referral doctors, histories and allergies the patient has. */
  organisation: number | null;
  referralDoctor: number | null;
  histories: number[];
  allergies: number[];
}

/**
 * Sixty patients of every age from days to eighty, both sexes, with and without a mobile (the
 * indirect ones), an organisation, a referral doctor, a medical history or an allergy: enough
 * for every list, filter and card of the patients area to show something real.
 */
export const demoPatients: DemoPatient[] = demoPatientNames.map(([name, gender], index) => {
  const [firstName, ...lastNames] = name.split(' ');
  const female = gender === 'Female';
  const born = demoBirth(index);
  const child = born.dateOfBirth ? born.dateOfBirth >= '2012' : born.ageUnit !== 'Years' || (born.age ?? 0) < 14;
  const adultDesignation = female ? (index % 2 === 0 ? 'Mrs.' : 'Ms.') : 'Mr.';
  return {
    input: {
      designation: born.ageUnit === 'Days' ? 'Baby' : child ? (female ? 'Miss.' : 'Master.') : adultDesignation,
      firstName,
      lastName: lastNames.join(' '),
      gender,
      ...born,
      mobile: index % 7 === 3 ? null : demoMobile(index),
      alternateMobile: index % 5 === 0 ? demoMobile(index, '97') : null,
      email: index % 4 === 0 ? `patient${index + 1}@example.com` : null,
      city: demoCities[index % demoCities.length],
      state: null,
      country: 'India',
    },
    organisation: index % 4 === 0 ? null : (index % 4) - 1,
    referralDoctor: index % 3 === 0 ? null : index % 3 === 1 ? 0 : 1 + (index % 2),
    histories: index % 4 === 2 ? [Math.floor(index / 4) % demoMedicalHistories.length] : [],
    allergies: index % 6 === 1 ? [index % demoAllergies.length] : [],
  };
});

/** The full name a demo patient is registered under. */
export const demoPatientName = (patient: DemoPatient) => `${patient.input.firstName} ${patient.input.lastName}`;

/** The lab's insurance companies (spec 000 §3 'Insurance record': name, type). */
export const demoInsurances = [
  { name: 'Star Health', type: 'Commercial' },
  { name: 'HDFC ERGO', type: 'Commercial' },
  { name: 'CGHS', type: 'Other' },
] as const satisfies ReadonlyArray<{ name: string; type: InsuranceType }>;

interface DemoInsuranceRow {
  insurance: (typeof demoInsurances)[number]['name'];
  policyNumber: string;
  groupNumber?: string;
  /** The patient's relation to the policy holder; the holder is named when it is not Self. */
  relation: Relation;
  policyHolderFirstName?: string;
  policyHolderLastName?: string;
}

/**
 * Insurance rows of six demo patients, given at registration (spec 000 §3 'Insurance entry'):
 * one with two policies, one covered as a dependant on her father's.
 */
export const demoPatientInsurances: Readonly<Record<string, readonly DemoInsuranceRow[]>> = {
  'Priya Patel': [{ insurance: 'Star Health', policyNumber: 'SH-2024-104512', relation: 'Self' }],
  'Amit Verma': [
    { insurance: 'HDFC ERGO', policyNumber: 'HE-8821-0042', groupNumber: 'GRP-INFY-07', relation: 'Self' },
    { insurance: 'CGHS', policyNumber: 'CGHS-JP-300871', relation: 'Self' },
  ],
  'Arjun Reddy': [{ insurance: 'Star Health', policyNumber: 'SH-2023-087731', relation: 'Self' }],
  'Kavya Nair': [
    {
      insurance: 'HDFC ERGO',
      policyNumber: 'HE-7310-5528',
      relation: 'Dependent',
      policyHolderFirstName: 'Suresh',
      policyHolderLastName: 'Nair',
    },
  ],
  'Rohan Mehta': [{ insurance: 'CGHS', policyNumber: 'CGHS-MB-114209', relation: 'Self' }],
  'Imran Qureshi': [{ insurance: 'Star Health', policyNumber: 'SH-2022-061190', relation: 'Self' }],
};

/**
 * A mother and her two children, who have no mobile of their own (indirect patients): she is
 * their guarantor (spec 000 §3 Guarantor) and their relative (spec 000 §7 get-patient-relative).
 */
export const demoFamily = { mother: 'पूनम सिंह', children: ['मोहन लाल', 'मनोज त्रिपाठी'] } as const;

/** Coded conditions of a few demo patients, by ICD-10 code from the product's common list. */
export const demoPatientConditions: Readonly<Record<string, readonly string[]>> = {
  'Amit Verma': ['E11', 'I10'],
  'Rohan Mehta': ['I10'],
  'अनिल मिश्रा': ['I10'],
  'خالد منصور': ['E11'],
};

/** The demo patient with diabetes and high blood pressure whose cardiac risk is followed over visits. */
export const demoCardiacPatient = 'Amit Verma';

/** What the demo patient asks to change from her own login, pending for an administrator. */
export const demoChangeRequest = {
  email: 'sunita.devi79@example.com',
  area: 'Malviya Nagar',
  pincode: '302017',
} as const satisfies SubmitChangeRequest;

const demoLogin = (username: string) => ({ username, password: demoPassword });

/** Two servers starting on one empty PostgreSQL must not both create the demo lab. */
const seedLock = sql`select pg_advisory_xact_lock(hashtext('lims.seed.demo-lab'))`;

/**
 * Creates the demo lab 'Demo Diagnostics' (India, INR, +91, Asia/Kolkata) with a user of
 * every role, through the services and as the system, so that its data is validated and
 * audited as any user's would be. Everything is written in one transaction: a start that is
 * killed half-way leaves no half a lab (but for the centre's PDF of an outsourced report and the
 * letterhead's banners, stored after it). Does nothing when the lab exists, so it is safe on every start and by `npm run seed`. Returns the lab id, or undefined when it was already there.
 *
 * `db` is the raw database; `services` are built over it unless the caller has them.
 */
export async function seedDemoLab(
  db: Database,
  services: ServiceRegistry = buildStandaloneServices(db),
): Promise<number | undefined> {
  await ensureReferenceData(db);
  const ambient = createAmbientDatabase(db);
  const seeded = await ambient.transaction(async (tx) => {
    await tx.execute(seedLock);
    if (await services.labs.findByName(demoLabName)) return undefined;
    const lab = await services.labs.create({
      input: {
        name: demoLabName,
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        // The demo shows every area: its stock and its quality control are switched on (issue 15).
        settings: { inventoryManagement: true, qualityControl: true },
      },
    });
    const actor = systemActor(lab.id);
    const people = await createDemoPeople(services, actor, tx);
    const catalogue = await createDemoCatalogue(services, actor, people.departmentIds);
    await createDemoInventory(services, actor, {
      departmentIds: people.departmentIds,
      testIds: catalogue.testIds,
      timeZone: lab.timeZone,
    });
    const holder = (username: string) => people.labUserIds.get(username) ?? 0;
    await createDemoCentre(
      services,
      actor,
      { admin: holder('admin'), operations: holder('operations'), finance: holder('finance') },
      new Date(),
    );
    await createDemoBills({
      db,
      actor,
      catalogue,
      patients: [people.demoPatientRecord, ...people.patients.values()],
      family: [demoFamily.mother, ...demoFamily.children].flatMap((name) => people.patients.get(name) ?? []),
      now: new Date(),
    });
    await createDemoSampleLife(services, actor, new Date());
    await createDemoBatches(services, actor);
    const centreReport = await createDemoOutsourcing(services, actor, catalogue);
    await createDemoResults(services, actor, demoPasskey);
    await createDemoPrinting(services, actor, calendarDateIn(new Date(), lab.timeZone));
    await createDemoWorklists(services, actor);
    await createDemoQualityControl(services, actor, { testIds: catalogue.testIds, now: new Date() });
    const followedUp = people.patients.get(demoCardiacPatient);
    if (!followedUp) throw new Error(`No demo patient is named ${demoCardiacPatient}.`);
    await createDemoCardiacVisits({
      db,
      actor,
      followedUp,
      savedOnly: people.demoPatientRecord,
      timeZone: lab.timeZone,
      now: new Date(),
    });
    // Through the outbox and the job queue like every message: held, since no SMTP_URL is set on
    // a fresh machine, so Settings > Outbox and Jobs show what they are for from the first start.
    await services.messages.sendTestEmail({ actor, input: { to: 'admin@demo-diagnostics.example' } });
    return { labId: lab.id, centreReport, patientId: people.demoPatientRecord.id };
  });
  if (!seeded) return undefined;
  // The centre's PDF and the letterhead are stored outside any transaction (files.save awaits the file store).
  await attachDemoCentreReport(services, systemActor(seeded.labId), seeded.centreReport);
  await attachDemoLetterhead(services, systemActor(seeded.labId), demoLabName);
  await createDemoSharing(db, services, systemActor(seeded.labId), seeded.patientId);
  return seeded.labId;
}

/**
 * Independent creations run side by side: each hashes its password before it writes, and the
 * hashes (slow on purpose) then share the thread pool instead of queueing one after another.
 */
async function createDemoPeople(
  services: ServiceRegistry,
  actor: LabActor,
  tx: Executor,
): Promise<{
  departmentIds: ReadonlyMap<string, number>;
  patients: ReadonlyMap<string, Patient>;
  demoPatientRecord: Patient;
  labUserIds: ReadonlyMap<string, number>;
}> {
  const departments = new Map<string, Department>();
  for (const name of demoDepartments) {
    departments.set(name, await services.departments.create({ actor, input: CreateDepartment.parse({ name }) }));
  }
  const departmentIds = (names: readonly DemoDepartment[]) => names.map((name) => departments.get(name)?.id ?? 0);
  const createLabUser = (user: DemoLabUser, organisationId: number | null) => {
    const { username, departments: names, isRootUser = false, ...flags } = user;
    const input = CreateLabUser.parse({
      ...flags,
      ...demoLogin(username),
      email: `${username}@demo-diagnostics.example`,
      departmentIds: departmentIds(names),
    });
    return services.labUsers.create({ actor, input: { ...input, organisationId, isRootUser } });
  };

  const [organisation, labUsers, demoPatientRecord] = await Promise.all([
    services.organisations.create({
      actor,
      input: { name: demoOrganisation.name, login: demoLogin(demoOrganisation.username) },
    }),
    Promise.all(demoLabUsers.filter((user) => !user.isCollectionCenter).map((user) => createLabUser(user, null))),
    // First of the lab's patients, so that her patient id is 1.
    services.patients.register({
      actor,
      input: RegisterPatient.parse({
        designation: 'Smt.',
        firstName: demoPatient.fullName.split(' ')[0],
        lastName: demoPatient.fullName.split(' ')[1],
        gender: 'Female',
        dateOfBirth: '1979-04-12',
        mobile: '9876543210',
        email: 'sunita.devi@example.com',
        city: 'Jaipur',
        country: 'India',
      }),
      login: demoLogin(demoPatient.username),
    }),
    services.support.create({
      input: { fullName: demoSupportUser.fullName, login: demoLogin(demoSupportUser.username) },
    }),
  ]);
  const [, doctors] = await Promise.all([
    Promise.all(
      demoLabUsers.filter((user) => user.isCollectionCenter).map((user) => createLabUser(user, organisation.id)),
    ),
    Promise.all(
      demoDoctors.map((doctor) =>
        services.doctors.create({
          actor,
          input: {
            fullName: doctor.fullName,
            isSigning: doctor.isSigning,
            isReferral: doctor.isReferral,
            passkey: doctor.isSigning ? demoPasskey : null,
            labUserId: labUsers.find((user) => user.username === doctor.labUser)?.id ?? null,
            login: demoLogin(doctor.username),
          },
        }),
      ),
    ),
  ]);
  const referralDoctor = doctors.find((doctor) => doctor.isReferral);
  const insuranceIds = new Map<string, number>();
  for (const insurance of demoInsurances) {
    insuranceIds.set(insurance.name, (await services.insurances.create({ actor, input: insurance })).id);
  }
  const patients = await createDemoPatients(services, actor, {
    organisationIds: [organisation.id],
    referralDoctorIds: referralDoctor ? [referralDoctor.id] : [],
    insuranceIds,
  });
  await createDemoPatientRecords(services, actor, { patients, demoPatientRecord, tx });
  return {
    departmentIds: new Map([...departments].map(([name, department]) => [name, department.id])),
    patients,
    demoPatientRecord,
    labUserIds: new Map(labUsers.map((user) => [user.username, user.id])),
  };
}

/**
 * The demo patients, registered one after another so that their patient ids follow the list,
 * with the organisations, referral doctors, medical histories and allergies they refer to, and
 * the insurance rows, conditions and guarantor the registration form takes with them. Returns
 * them by full name.
 */
async function createDemoPatients(
  services: ServiceRegistry,
  actor: LabActor,
  existing: { organisationIds: number[]; referralDoctorIds: number[]; insuranceIds: ReadonlyMap<string, number> },
): Promise<Map<string, Patient>> {
  const organisationIds = [...existing.organisationIds];
  for (const name of demoPatientOrganisations) {
    organisationIds.push((await services.organisations.create({ actor, input: { name, login: null } })).id);
  }
  const referralDoctorIds = [...existing.referralDoctorIds];
  for (const fullName of demoReferralDoctors) {
    const input = { fullName, isSigning: false, isReferral: true, passkey: null, labUserId: null, login: null };
    referralDoctorIds.push((await services.doctors.create({ actor, input })).id);
  }
  const addItems = async (kind: 'history' | 'allergy', names: readonly string[]) => {
    const ids: number[] = [];
    for (const name of names) ids.push((await services.medicalHistory.add({ actor, input: { kind, name } })).id);
    return ids;
  };
  const historyIds = await addItems('history', demoMedicalHistories);
  const allergyIds = await addItems('allergy', demoAllergies);
  const pick = (ids: readonly number[], index: number | null) => (index === null ? null : (ids[index] ?? null));
  const registered = new Map<string, Patient>();
  for (const patient of demoPatients) {
    const name = demoPatientName(patient);
    const input = RegisterPatient.parse({
      ...patient.input,
      organisationId: pick(organisationIds, patient.organisation),
      referralDoctorId: pick(referralDoctorIds, patient.referralDoctor),
      medicalHistoryIds: patient.histories.map((index) => historyIds[index]),
      allergyIds: patient.allergies.map((index) => allergyIds[index]),
      ...registrationRecordsOf(name, existing.insuranceIds),
    });
    registered.set(name, await services.patients.register({ actor, input }));
  }
  return registered;
}

/**
 * What the registration form takes beside the patient for the demo patient `name`: insurance
 * rows, coded conditions, and for the first of the family's children a new guarantor (their
 * mother); the second is linked to the same guarantor afterwards, as an existing one.
 */
function registrationRecordsOf(name: string, insuranceIds: ReadonlyMap<string, number>): Partial<RegisterPatient> {
  const insurances = (demoPatientInsurances[name] ?? []).map(({ insurance, ...row }) => ({
    ...row,
    insuranceId: insuranceIds.get(insurance),
  }));
  const diseases = (demoPatientConditions[name] ?? []).map((code) => {
    const condition = commonConditions.find((common) => common.icdCode === code);
    if (!condition) throw new Error(`The demo condition ${code} is not one of the common conditions.`);
    return { code, name: condition.name };
  });
  return { insurances, diseases, ...(name === demoFamily.children[0] ? { guarantor: familyGuarantor() } : {}) };
}

/** The family's mother as the children's guarantor, from her own demo record. */
function familyGuarantor(): NonNullable<RegisterPatient['guarantor']> {
  const mother = demoPatients.find((patient) => demoPatientName(patient) === demoFamily.mother);
  if (!mother) throw new Error(`No demo patient is named ${demoFamily.mother}.`);
  const { firstName, lastName, mobile } = mother.input;
  return {
    firstName: String(firstName),
    lastName: String(lastName),
    countryCode: '91',
    contact: String(mobile),
    relation: 'Mother',
  };
}

/**
 * The records made after registration, as staff and the patient make them on the patient's
 * card: the second child linked to the family's guarantor, the children linked to their mother,
 * and a change the demo patient asks for from her own login (left pending for an administrator).
 */
async function createDemoPatientRecords(
  services: ServiceRegistry,
  actor: LabActor,
  {
    patients,
    demoPatientRecord,
    tx,
  }: { patients: ReadonlyMap<string, Patient>; demoPatientRecord: Patient; tx: Executor },
): Promise<void> {
  const patientNamed = (name: string) => {
    const patient = patients.get(name);
    if (!patient) throw new Error(`No demo patient is named ${name}.`);
    return patient;
  };
  const mother = patientNamed(demoFamily.mother);
  const [firstChild, secondChild] = demoFamily.children.map(patientNamed) as [Patient, Patient];
  const [guarantor] = (await services.guarantors.listForPatient({ actor, patientId: firstChild.id })).items;
  if (!guarantor) throw new Error('The first demo child was registered without a guarantor.');
  await services.guarantors.link({
    actor,
    patientId: secondChild.id,
    input: { guarantorId: guarantor.id, relation: 'Mother', isDefault: true },
  });
  for (const child of [firstChild, secondChild]) {
    await services.patientRelatives.add({
      actor,
      patientId: child.id,
      input: { relativeId: mother.id, relation: 'Mother' },
    });
  }
  const account = await findAccountOfPrincipal(tx, 'patient', actor.labId, demoPatientRecord.id);
  if (!account) throw new Error('The demo patient was registered without a login.');
  await services.patientChangeRequests.submit({
    actor: patientActor(actor.labId, demoPatientRecord.id, account.id),
    patientId: demoPatientRecord.id,
    input: demoChangeRequest,
  });
}

/**
 * The demo patient acting from her own login, as the session would make her actor: the system's
 * lab, none of its flags or departments (a patient has none). The seed signs nobody in, so it
 * builds the actor itself, as it does the system's.
 */
const patientActor = (labId: number, patientId: number, accountId: number): LabActor => {
  const noFlags = {
    admin: false,
    financeManager: false,
    sampleAccess: false,
    labAccess: false,
    isRootUser: false,
    privilegeCardAccess: 0,
    discountApproval: false,
  };
  return { ...systemActor(labId), ...noFlags, kind: 'patient', accountId, principalId: patientId, departmentIds: [] };
};
