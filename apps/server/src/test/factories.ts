import {
  CreateDepartment,
  CreateLabUser,
  type Department,
  type PrivilegeCardAccess,
  RegisterPatient,
} from '@lims/contract';
import type { CollectionCentreType, LoginKind, SupportRight } from '@lims/domain';
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
  /** 0 none, 1 assigns privilege cards, 2 also manages card types. */
  privilegeCardAccess: PrivilegeCardAccess;
  /** May approve a concession above the lab's limit. */
  discountApproval: boolean;
}

/** A lab's profile, and the name of its first administrator. */
export interface NewTestLab extends Partial<NewLab> {
  adminName?: string;
}

export interface NewTestLabUser extends Partial<LabUserFlags> {
  fullName?: string;
  departmentIds?: number[];
  /** The branch the user works in (spec 001 §6). */
  branchId?: number | null;
}

/** A doctor with a login; signing (with the test password as passkey) unless told otherwise. */
export interface NewTestDoctor {
  fullName?: string;
  isSigning?: boolean;
  isReferral?: boolean;
  /** The lab user this doctor also is: the two identities can then switch (spec 000 §1). */
  labUserId?: number | null;
}

/** A member of support staff; both rights (labSettings, credits) unless `rights` says otherwise. */
export interface NewTestSupportUser {
  fullName?: string;
  rights?: SupportRight[];
}

/** A lab made for one test file, with factories for what lives in it. */
export interface TestLab {
  labId: number;
  name: string;
  /** The system acting in this lab: to call services directly. */
  system: LabActor;
  /** The lab's first administrator and root user (spec 000 §2, as the demo seed's `admin`), signed in. */
  admin: TestUser;
  /** A new lab user with these flags, signed in. */
  user(options?: NewTestLabUser): Promise<TestUser>;
  department(name?: string): Promise<Department>;
  doctor(options?: NewTestDoctor): Promise<TestUser>;
  organisation(): Promise<TestUser>;
  patient(): Promise<TestUser>;
  /**
   * Someone who signs in on the `kind` login: a lab user with no flags, a doctor, an
   * organisation, a patient, or support staff (who belong to no lab).
   */
  person(kind: LoginKind): Promise<TestUser>;
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
  const signedIn = async (kind: LoginKind, id: number, username: string, name: string): Promise<TestUser> => {
    const again = () => signIn(username, { kind, password: testPassword });
    return { ...(await again()), id, username, password: testPassword, name, signInAgain: again };
  };

  const login = (prefix: string) => ({ username: randomUsername(prefix), password: testPassword });

  /** Someone of `kind` called `name`, made by `create` with a new login, then signed in. */
  const withLogin = async (
    kind: Exclude<LoginKind, 'lab'>,
    name: string,
    create: (credentials: ReturnType<typeof login>) => Promise<{ id: number }>,
  ) => {
    const credentials = login(kind);
    const { id } = await create(credentials);
    return signedIn(kind, id, credentials.username, name);
  };

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

    const labUser = async (options: NewTestLabUser, isRootUser: boolean): Promise<TestUser> => {
      const { fullName = randomName('User'), ...flags } = options;
      const input = CreateLabUser.parse({ ...login('user'), fullName, ...flags });
      const created = await services.labUsers.create({ actor: system, input: { ...input, isRootUser } });
      return signedIn('lab', created.id, created.username, input.fullName);
    };
    const user = (options: NewTestLabUser = {}) => labUser(options, false);

    const doctor = ({
      fullName = randomName('Dr.'),
      isSigning = true,
      isReferral = false,
      labUserId = null,
    }: NewTestDoctor = {}) =>
      withLogin('doctor', fullName, (credentials) =>
        services.doctors.create({
          actor: system,
          input: {
            fullName,
            isSigning,
            isReferral,
            passkey: isSigning ? testPassword : null,
            labUserId,
            login: credentials,
          },
        }),
      );
    const organisation = (name = randomName('Clinic')) =>
      withLogin('organisation', name, (credentials) =>
        services.organisations.create({ actor: system, input: { name, login: credentials } }),
      );
    // Registered as the form would, the name given both split and whole so that either name
    // format of the lab takes it; random names are never likely duplicates of one another.
    const patient = (fullName = randomName('Patient')) => {
      const [firstName, ...lastNames] = fullName.split(' ');
      const input = RegisterPatient.parse({ firstName, lastName: lastNames.join(' '), fullName, gender: 'Female' });
      return withLogin('patient', fullName, (credentials) =>
        services.patients.register({ actor: system, input, login: credentials }),
      );
    };

    const byKind: Record<LoginKind, () => Promise<TestUser>> = {
      lab: user,
      doctor,
      organisation,
      patient,
      support: () => supportUser(),
    };

    return {
      labId: lab.id,
      name: lab.name,
      system,
      admin: await labUser({ admin: true, ...(adminName ? { fullName: adminName } : {}) }, true),
      user,
      department: (name = randomName('Department')) =>
        services.departments.create({ actor: system, input: CreateDepartment.parse({ name }) }),
      doctor,
      organisation,
      patient,
      person: (kind) => byKind[kind](),
    };
  }

  function supportUser({ fullName = randomName('Support'), rights }: NewTestSupportUser = {}): Promise<TestUser> {
    return withLogin('support', fullName, (credentials) =>
      services.support.create({ input: { fullName, login: credentials, ...(rights ? { rights } : {}) } }),
    );
  }

  return { createLab, supportUser };
}
