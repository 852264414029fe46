import { CreateDepartment, CreateLabUser, type Department } from '@lims/contract';
import { sql } from 'drizzle-orm';
import { type LabActor, systemActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';
import type { Database } from '../database.js';
import { createAmbientDatabase } from '../transactions.js';
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
  isRootUser?: boolean;
  departments: readonly DemoDepartment[];
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
  { username: 'dr.sharma', fullName: 'Dr. Anil Sharma', isSigning: true, isReferral: false, labUser: 'drsharma' },
  { username: 'dr.rao', fullName: 'Dr. Priya Rao', isSigning: true, isReferral: false, labUser: undefined },
  { username: 'dr.kapoor', fullName: 'Dr. Vikram Kapoor', isSigning: false, isReferral: true, labUser: undefined },
] as const;

export const demoOrganisation = { username: 'cityclinic', name: 'City Clinic' };
export const demoSupportUser = { username: 'support', fullName: 'Product Support' };
export const demoPatient = { username: 'patient', fullName: 'Sunita Devi' };

const demoLogin = (username: string) => ({ username, password: demoPassword });

/** Two servers starting on one empty PostgreSQL must not both create the demo lab. */
const seedLock = sql`select pg_advisory_xact_lock(hashtext('lims.seed.demo-lab'))`;

/**
 * Creates the demo lab 'Demo Diagnostics' (India, INR, +91, Asia/Kolkata) with a user of
 * every role, through the services and as the system, so that its data is validated and
 * audited as any user's would be. Everything is written in one transaction: a start that is
 * killed half-way leaves no half a lab. Does nothing when the lab exists, so it is safe on
 * every start and by `npm run seed`. Returns the lab id, or undefined when it was already there.
 *
 * `db` is the raw database; `services` are built over it unless the caller has them.
 */
export async function seedDemoLab(
  db: Database,
  services: ServiceRegistry = buildStandaloneServices(db),
): Promise<number | undefined> {
  await ensureReferenceData(db);
  const ambient = createAmbientDatabase(db);
  return ambient.transaction(async (tx) => {
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
      },
    });
    const actor = systemActor(lab.id);
    await createDemoPeople(services, actor);
    // Through the outbox and the job queue like every message: held, since no SMTP_URL is set on
    // a fresh machine, so Settings > Outbox and Jobs show what they are for from the first start.
    await services.messages.sendTestEmail({ actor, input: { to: 'admin@demo-diagnostics.example' } });
    return lab.id;
  });
}

/**
 * Independent creations run side by side: each hashes its password before it writes, and the
 * hashes (slow on purpose) then share the thread pool instead of queueing one after another.
 */
async function createDemoPeople(services: ServiceRegistry, actor: LabActor): Promise<void> {
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

  const [organisation, labUsers] = await Promise.all([
    services.organisations.create({
      actor,
      input: { name: demoOrganisation.name, login: demoLogin(demoOrganisation.username) },
    }),
    Promise.all(demoLabUsers.filter((user) => !user.isCollectionCenter).map((user) => createLabUser(user, null))),
    services.patients.create({
      actor,
      input: { fullName: demoPatient.fullName, login: demoLogin(demoPatient.username) },
    }),
    services.support.create({
      input: { fullName: demoSupportUser.fullName, login: demoLogin(demoSupportUser.username) },
    }),
  ]);
  await Promise.all([
    ...demoLabUsers.filter((user) => user.isCollectionCenter).map((user) => createLabUser(user, organisation.id)),
    ...demoDoctors.map((doctor) =>
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
  ]);
}
