import type { LoginKind } from '@lims/domain';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../../platform/security/password-hash.js';
import type { Database, Executor } from '../database.js';
import {
  accounts,
  departments,
  doctors,
  labCounters,
  labs,
  labUserDepartments,
  labUsers,
  organisations,
  patients,
  supportUsers,
} from '../schema/index.js';
import { ensureReferenceData } from './reference-data.js';

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

type Department = (typeof demoDepartments)[number];

interface DemoLabUser {
  username: string;
  fullName: string;
  admin?: boolean;
  financeManager?: boolean;
  sampleAccess?: boolean;
  labAccess?: boolean;
  isRootUser?: boolean;
  isCollectionCenter?: 0 | 4;
  departments: readonly Department[];
}

/** The demo logins, listed in the README; every password is `Demo@1234`. */
export const demoLabUsers: DemoLabUser[] = [
  { username: 'admin', fullName: 'Asha Verma', admin: true, isRootUser: true, departments: demoDepartments },
  { username: 'reception', fullName: 'Ravi Kumar', departments: ['Haematology', 'Biochemistry', 'Clinical Pathology'] },
  {
    username: 'technician',
    fullName: 'Meena Iyer',
    sampleAccess: true,
    labAccess: true,
    departments: ['Haematology', 'Biochemistry'],
  },
  { username: 'finance', fullName: 'Farhan Shaikh', financeManager: true, departments: [] },
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
  { username: 'dr.sharma', fullName: 'Dr. Anil Sharma', isSigning: true, labUser: 'drsharma' },
  { username: 'dr.rao', fullName: 'Dr. Priya Rao', isSigning: true, labUser: undefined },
  { username: 'dr.kapoor', fullName: 'Dr. Vikram Kapoor', isSigning: false, isReferral: true, labUser: undefined },
] as const;

export const demoOrganisation = { username: 'cityclinic', name: 'City Clinic' };
export const demoSupportUser = { username: 'support', fullName: 'Product Support' };
export const demoPatient = { username: 'patient', fullName: 'Sunita Devi', labPatientId: 'P-0001' };

const demoLabSettings = {
  allowConcurrentLogin: true,
  floatSupportFlag: false,
  reportShareViaEmail: true,
  inventoryManagement: false,
  qualityControl: false,
  dicomViewerUrl: null,
  departmentDataType: 0,
  statusNotificationPosition: 1 as const,
  registrationGeneralSettings: {},
};

async function labExists(db: Executor): Promise<boolean> {
  return (await db.select({ id: labs.id }).from(labs).where(eq(labs.name, demoLabName)).limit(1)).length > 0;
}

/**
 * Creates the demo lab 'Demo Diagnostics' (India, INR, +91, Asia/Kolkata) with a user of
 * every role. Does nothing when it exists, so it is safe on every start and by `npm run seed`.
 * Returns the lab id, or undefined when it was already there.
 */
export async function seedDemoLab(db: Database): Promise<number | undefined> {
  await ensureReferenceData(db);
  if (await labExists(db)) return undefined;
  // Hashing is slow on purpose: it runs before the transaction (in parallel on the thread
  // pool), so that the transaction stays short.
  const everyUsername = [
    ...demoLabUsers.map((user) => `lab:${user.username}`),
    ...demoDoctors.map((doctor) => `doctor:${doctor.username}`),
    `organisation:${demoOrganisation.username}`,
    `support:${demoSupportUser.username}`,
    `patient:${demoPatient.username}`,
  ];
  const signing = demoDoctors.filter((doctor) => doctor.isSigning).map((doctor) => doctor.username);
  const [passwordHashes, passkeyHashList] = await Promise.all([
    Promise.all(everyUsername.map(() => hashSecret(demoPassword))),
    Promise.all(signing.map(() => hashSecret(demoPasskey))),
  ]);
  const hashes = new Map(everyUsername.map((key, index) => [key, passwordHashes[index] as string]));
  const passkeyHashes = new Map<string, string>(
    signing.map((username, index) => [username, passkeyHashList[index] as string]),
  );
  const hashOf = (key: string): string => {
    const hash = hashes.get(key);
    if (!hash) throw new Error(`No password hash for ${key}.`);
    return hash;
  };
  const account = (kind: LoginKind, username: string, labId: number | null, principalId: number) => ({
    kind,
    username,
    passwordHash: hashOf(`${kind}:${username}`),
    labId,
    principalId,
  });

  return db.transaction(async (tx) => {
    if (await labExists(tx)) return undefined;
    const [lab] = await tx
      .insert(labs)
      .values({
        name: demoLabName,
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        settings: demoLabSettings,
      })
      .returning();
    if (!lab) throw new Error('The demo lab was not created.');
    const labId = lab.id;

    const departmentRows = await tx
      .insert(departments)
      .values(demoDepartments.map((name) => ({ labId, name })))
      .returning();
    const departmentId = (name: Department) => departmentRows.find((row) => row.name === name)?.id as number;

    const [organisation] = await tx.insert(organisations).values({ labId, name: demoOrganisation.name }).returning();
    if (!organisation) throw new Error('The demo organisation was not created.');
    await tx.insert(accounts).values(account('organisation', demoOrganisation.username, labId, organisation.id));

    const labUserIds = new Map<string, number>();
    for (const user of demoLabUsers) {
      const [row] = await tx
        .insert(labUsers)
        .values({
          labId,
          fullName: user.fullName,
          email: `${user.username}@demo-diagnostics.example`,
          admin: user.admin ?? false,
          financeManager: user.financeManager ?? false,
          sampleAccess: user.sampleAccess ?? false,
          labAccess: user.labAccess ?? false,
          isRootUser: user.isRootUser ?? false,
          isCollectionCenter: user.isCollectionCenter ?? 0,
          organisationId: user.isCollectionCenter === 4 ? organisation.id : null,
        })
        .returning();
      if (!row) throw new Error(`The demo user ${user.username} was not created.`);
      labUserIds.set(user.username, row.id);
      if (user.departments.length > 0) {
        await tx
          .insert(labUserDepartments)
          .values(user.departments.map((name) => ({ labId, labUserId: row.id, departmentId: departmentId(name) })));
      }
      await tx.insert(accounts).values(account('lab', user.username, labId, row.id));
    }

    for (const doctor of demoDoctors) {
      const [row] = await tx
        .insert(doctors)
        .values({
          labId,
          fullName: doctor.fullName,
          isSigning: doctor.isSigning,
          isReferral: 'isReferral' in doctor ? doctor.isReferral : false,
          passkeyHash: passkeyHashes.get(doctor.username) ?? null,
          labUserId: doctor.labUser ? (labUserIds.get(doctor.labUser) ?? null) : null,
        })
        .returning();
      if (!row) throw new Error(`The demo doctor ${doctor.username} was not created.`);
      await tx.insert(accounts).values(account('doctor', doctor.username, labId, row.id));
    }

    const [patient] = await tx
      .insert(patients)
      .values({ labId, fullName: demoPatient.fullName, labPatientId: demoPatient.labPatientId })
      .returning();
    if (!patient) throw new Error('The demo patient was not created.');
    await tx.insert(labCounters).values({ labId, name: 'labPatientId', value: 1 });
    await tx.insert(accounts).values(account('patient', demoPatient.username, labId, patient.id));

    const [support] = await tx.insert(supportUsers).values({ fullName: demoSupportUser.fullName }).returning();
    if (!support) throw new Error('The demo support user was not created.');
    await tx.insert(accounts).values(account('support', demoSupportUser.username, null, support.id));
    return labId;
  });
}
