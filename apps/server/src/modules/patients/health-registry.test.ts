import type { healthRegistryOperations } from '@lims/contract';
import { DomainError, hasVerhoeffCheckDigit } from '@lims/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import {
  createHealthRegistryService,
  type HealthRegistryProvider,
  notConfiguredHealthRegistry,
} from './health-registry.service.js';
import { notFoundBody, recordsTestBed } from './records.test-support.js';
import { createRecordsAccess } from './records-access.js';

const notConfigured = errorBody(
  'not_configured',
  'healthRegistryNotConfigured',
  'No health registry is configured for this lab.',
);

/** An Aadhaar number with its Verhoeff check digit. */
const aadhaarNumber = (() => {
  const prefix = '23412341234';
  const digit = [...'0123456789'].find((candidate) => hasVerhoeffCheckDigit(prefix + candidate));
  return `${prefix}${digit}`;
})();

/** A valid body for each operation (patientId filled in per test). */
const bodies = (patientId: number): Record<(typeof healthRegistryOperations)[number], object> => ({
  sendAadhaarOtp: { aadhaarNumber },
  createHealthIdWithAadhaar: { transactionId: 'txn-1', otp: '123456' },
  confirm: { transactionId: 'txn-1', otp: '123456', authMode: 'MOBILE_OTP' },
  sendNdhmLink: { healthId: 'asha@abdm', patientId },
  fetchAuthModes: { healthId: 'asha@abdm' },
  nationalRegistryData: { nationalIdentityNumber: '784-1990-1234567-1' },
  verifyFingerprint: { nationalIdentityNumber: '784-1990-1234567-1', finger: 'LEFT_THUMB', template: 'AAECAw==' },
});

// spec 000 §7 line 211: the health-id calls (hip/send_aadhar_otp/, create_health_id_with_aadhar/,
// uil_confirm/, send_ndhm_link_to_patient/, fetch_auth_modes/) and get_national_registry_data/;
// DESIGN.md: "health id / national registry: a clear 'not configured' error, never a fake success".
describe('the health registry (spec 000 §7 hip/*, get_national_registry_data)', () => {
  const bed = recordsTestBed();

  const auditRows = async () => (await bed.ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows;

  it("answers every operation with 501 'No health registry is configured for this lab.', writing nothing", async () => {
    const patient = await bed.patient(bed.lab);
    const before = await auditRows();
    for (const [operation, body] of Object.entries(bodies(patient.id))) {
      const response = await bed.reception.post(`/api/v1/health-registry/${operation}`, body);
      expect(response.statusCode, operation).toBe(501);
      expect(response.json(), operation).toEqual(notConfigured);
    }
    expect(await auditRows()).toBe(before);
  });

  it.each([
    ['sendAadhaarOtp', { aadhaarNumber: '234123412345' }, 'aadhaarNumber', 'documentNumberNotValid'],
    ['createHealthIdWithAadhaar', { transactionId: 'txn-1', otp: '12ab' }, 'otp', 'invalidOtp'],
    ['confirm', { transactionId: 'txn-1', otp: '123456', authMode: 'PASSWORD' }, 'authMode', 'invalidRequest'],
    ['fetchAuthModes', {}, 'healthId', 'fieldEmpty'],
    [
      'verifyFingerprint',
      { nationalIdentityNumber: 'X1', finger: 'LEFT_TOE', template: 'AAEC' },
      'finger',
      'invalidRequest',
    ],
  ])('checks the input of %s before asking any registry', async (operation, body, field, messageKey) => {
    const response = await bed.reception.post(`/api/v1/health-registry/${operation}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field, messageKey });
  });

  it('answers 404 for an operation that does not exist', async () => {
    expect((await bed.reception.post('/api/v1/health-registry/deleteEverything', {})).statusCode).toBe(404);
  });

  it("answers 404 when the NDHM link names another lab's patient", async () => {
    const theirs = await bed.patient(bed.other);
    const response = await bed.reception.post('/api/v1/health-registry/sendNdhmLink', bodies(theirs.id).sendNdhmLink);
    expect(response.json()).toEqual(notFoundBody);
  });

  it('refuses a patient, a doctor and an organisation login', async () => {
    for (const client of [await bed.lab.patient(), await bed.lab.doctor(), await bed.lab.organisation()]) {
      const response = await client.post('/api/v1/health-registry/fetchAuthModes', { healthId: 'asha@abdm' });
      expect(response.statusCode).toBe(403);
    }
  });

  describe('with a registry adapter', () => {
    const withProvider = (provider: HealthRegistryProvider) =>
      createHealthRegistryService({
        access: createRecordsAccess({ db: bed.ctx.database.db, labUsers: bed.ctx.services.labUsers }),
        providerFor: async () => provider,
      });

    it("hands each operation to the lab's registry and answers what it answers", async () => {
      const asked: Array<{ labId: number; input: unknown }> = [];
      const registry = withProvider({
        ...notConfiguredHealthRegistry,
        fetchAuthModes: async (request) => {
          asked.push(request);
          return { authModes: ['AADHAAR_OTP'] };
        },
      });
      const answer = await registry.call({
        actor: bed.lab.system,
        operation: 'fetchAuthModes',
        input: { healthId: 'asha@abdm' },
      });
      expect(answer).toEqual({ authModes: ['AADHAAR_OTP'] });
      expect(asked).toEqual([{ labId: bed.lab.labId, input: { healthId: 'asha@abdm' } }]);
      await expect(
        registry.call({ actor: bed.lab.system, operation: 'confirm', input: bodies(0).confirm as never }),
      ).rejects.toMatchObject({ code: 'not_configured', messageKey: 'healthRegistryNotConfigured' });
    });

    it("passes a registry's refusal on as a refusal, never as a success", async () => {
      const registry = withProvider({
        ...notConfiguredHealthRegistry,
        sendAadhaarOtp: async () => {
          throw new DomainError('bad_request', 'invalidOtp');
        },
      });
      await expect(
        registry.call({ actor: bed.lab.system, operation: 'sendAadhaarOtp', input: { aadhaarNumber } }),
      ).rejects.toMatchObject({ messageKey: 'invalidOtp' });
    });
  });
});
