import { CreateDepartment, CreateLabUser, type Department } from '@lims/contract';
import type { CollectionCentreType, LoginKind } from '@lims/domain';
import { demoPassword } from '../db/seed/demo-lab.js';
import { type LabActor, systemActor } from '../http/actor.js';
import type { NewLab } from '../modules/settings/labs.service.js';
import type { ServiceRegistry } from '../services.js';
import type { SignInOptions, TestClient, TestUser } from './test-context.js';

/** Every factory-made person signs in with the demo password, so `ctx.signIn(username)` works for them too. */
export const testPassword = demoPassword;

/** The flags of a lab user (spec 000 §6); none of them by default: a receptionist. */
export interface LabUserFlags {
  admin: boolean;
  financeManager: boolean;
  sampleAccess: boolean;
  labAccess: boolean;
  isReferral: boolean;
  isCollectionCenter: CollectionCentreType;
}

/** A lab's profile, and the name of its first administrator. */
export interface NewTestLab extends Partial<NewLab> {
  adminName?: string;
}

export interface NewTestLabUser extends Partial<LabUserFlags> {
  fullName?: string;
  departmentIds?: number[];
}

/** A lab made for one test file, with factories for what lives in it. */
export interface TestLab {
  labId: number;
  name: string;
  /** The system acting in this lab: to call services directly. */
  system: LabActor;
  /** The lab's first administrator, signed in. */
  admin: TestUser;
  /** A new lab user with these flags, signed in. */
  user(options?: NewTestLabUser): Promise<TestUser>;
  department(name?: string): Promise<Department>;
  doctor(options?: { isSigning?: boolean; isReferral?: boolean }): Promise<TestUser>;
  organisation(): Promise<TestUser>;
  patient(): Promise<TestUser>;
}

/** Random names, so that test files and the tests in them never collide. */
const randomName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const randomUsername = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}`;

type SignIn = (username: string, options?: SignInOptions) => Promise<TestClient>;

/**
 * Test data through the services, as the system (DESIGN.md Tests): validated, audited and
 * shaped exactly as data made through the API.
 */
export function createLabFactory({ services, signIn }: { services: ServiceRegistry; signIn: SignIn }) {
  const signedIn = async (kind: LoginKind, id: number, username: string): Promise<TestUser> => ({
    ...(await signIn(username, { kind, password: testPassword })),
    id,
    username,
    password: testPassword,
  });

  const login = (prefix: string) => ({ username: randomUsername(prefix), password: testPassword });

  async function createLab({ adminName, ...overrides }: NewTestLab = {}): Promise<TestLab> {
    const lab = await services.labs.create({
      input: {
        name: randomName('Lab'),
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        ...overrides,
      },
    });
    const system = systemActor(lab.id);

    const user = async (options: NewTestLabUser = {}): Promise<TestUser> => {
      const { fullName = randomName('User'), ...flags } = options;
      const input = CreateLabUser.parse({ ...login('user'), fullName, ...flags });
      const created = await services.labUsers.create({ actor: system, input });
      return signedIn('lab', created.id, created.username);
    };

    return {
      labId: lab.id,
      name: lab.name,
      system,
      admin: await user({ admin: true, ...(adminName ? { fullName: adminName } : {}) }),
      user,
      department: (name = randomName('Department')) =>
        services.departments.create({ actor: system, input: CreateDepartment.parse({ name }) }),
      async doctor({ isSigning = true, isReferral = false } = {}) {
        const credentials = login('doctor');
        const doctor = await services.doctors.create({
          actor: system,
          input: {
            fullName: randomName('Dr.'),
            isSigning,
            isReferral,
            passkey: isSigning ? testPassword : null,
            labUserId: null,
            login: credentials,
          },
        });
        return signedIn('doctor', doctor.id, credentials.username);
      },
      async organisation() {
        const credentials = login('organisation');
        const organisation = await services.organisations.create({
          actor: system,
          input: { name: randomName('Clinic'), login: credentials },
        });
        return signedIn('organisation', organisation.id, credentials.username);
      },
      async patient() {
        const credentials = login('patient');
        const patient = await services.patients.create({
          actor: system,
          input: { fullName: randomName('Patient'), login: credentials },
        });
        return signedIn('patient', patient.id, credentials.username);
      },
    };
  }

  async function supportUser(): Promise<TestUser> {
    const credentials = login('support');
    const user = await services.support.create({ input: { fullName: randomName('Support'), login: credentials } });
    return signedIn('support', user.id, credentials.username);
  }

  return { createLab, supportUser };
}
