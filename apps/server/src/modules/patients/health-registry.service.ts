import type { HealthRegistryAnswer, HealthRegistryInput, HealthRegistryOperation } from '@lims/contract';
import { DomainError } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { RecordsAccess } from './records-access.js';

/**
 * A national health registry (spec 000 §7 hip/*: Aadhaar OTP, health id creation and
 * confirmation, the NDHM link, auth modes; get_national_registry_data; the national-health-
 * membership fingerprint check). An adapter for a real registry implements every operation;
 * a failure is thrown, never answered as a success.
 */
export type HealthRegistryProvider = {
  [Operation in HealthRegistryOperation]: (request: {
    labId: number;
    input: HealthRegistryInput<Operation>;
  }) => Promise<HealthRegistryAnswer<Operation>>;
};

const notConfigured = async (): Promise<never> => {
  throw new DomainError('not_configured', 'healthRegistryNotConfigured');
};

/**
 * The built-in default (DESIGN.md 'health id / national registry': a clear 'not configured'
 * error, never a fake success): every operation answers 'No health registry is configured for
 * this lab.'.
 */
export const notConfiguredHealthRegistry: HealthRegistryProvider = {
  sendAadhaarOtp: notConfigured,
  createHealthIdWithAadhaar: notConfigured,
  confirm: notConfigured,
  sendNdhmLink: notConfigured,
  fetchAuthModes: notConfigured,
  nationalRegistryData: notConfigured,
  verifyFingerprint: notConfigured,
};

interface HealthRegistryDeps {
  access: RecordsAccess;
  /** The registry a lab is configured to use; the built-in default where none is. */
  providerFor: (labId: number) => Promise<HealthRegistryProvider>;
}

export function createHealthRegistryService({ access, providerFor }: HealthRegistryDeps) {
  return {
    /** One registry operation for the registration form; a patient it names must be one the caller reaches. */
    async call<Operation extends HealthRegistryOperation>({
      actor,
      operation,
      input,
    }: {
      actor: LabActor;
      operation: Operation;
      input: HealthRegistryInput<Operation>;
    }): Promise<HealthRegistryAnswer<Operation>> {
      requirePermission(actor, 'patients.register');
      if ('patientId' in input) await access.patient(actor, input.patientId);
      const provider = await providerFor(actor.labId);
      const run = provider[operation] as HealthRegistryProvider[Operation] as (request: {
        labId: number;
        input: HealthRegistryInput<Operation>;
      }) => Promise<HealthRegistryAnswer<Operation>>;
      return run({ labId: actor.labId, input });
    },
  };
}
export type HealthRegistryService = ReturnType<typeof createHealthRegistryService>;
