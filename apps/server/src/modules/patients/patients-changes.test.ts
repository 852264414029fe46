import { csrfHeader, type Patient, type PatientList } from '@lims/contract';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import { testPassword } from '../../test/factories.js';
import type { TestClient } from '../../test/test-context.js';
import { collectionCentreUser, labDate, patientsTestWorld, registered } from './patients.test-support.js';
import { notFoundBody, staleRecordBody } from './records.test-support.js';

// spec 000 §8 Patient update, code 4 (sic).
const updateNotPermitted = errorBody(
  'forbidden',
  'patientUpdateNotPermitted',
  'It seems you does not have permission to update patient info. Please contact to administrator of account',
);
const passwordVerifyFailed = errorBody(
  'bad_request',
  'passwordVerifyFailed',
  'Failed to verify user password',
  'password',
);
const tooManyPasswordChecks = errorBody(
  'rate_limited',
  'tooManyPasswordChecks',
  'Too many wrong passwords. Please wait a few minutes and try again.',
);

describe('changing a patient: Update Patient Info, the mobile, convert to direct, the password check (spec 000 §3 to §8)', () => {
  const world = patientsTestWorld();

  const current = async (id: number) => (await world.admin.get(`/api/v1/patients/${id}`)).json<Patient>();
  /** The Update Patient Info modal's save, from what the patient is now. */
  const updateBody = (patient: Patient, change: Record<string, unknown> = {}) => ({
    designation: patient.designation,
    fullName: patient.fullName,
    gender: patient.gender,
    dateOfBirth: patient.dateOfBirth,
    age: patient.age,
    ageUnit: patient.ageUnit,
    email: patient.email,
    area: patient.area,
    city: patient.city,
    password: testPassword,
    version: patient.version,
    ...change,
  });

  describe('Update Patient Info (PATCH /api/v1/patients/:id)', () => {
    it("saves the form after checking the user's own password, works the age out again and audits the change", async () => {
      const patient = await registered(world.reception, {
        designation: 'Ms.',
        dateOfBirth: '1991-03-03',
        city: 'Pune',
      });
      const bornDaysAgo = labDate(-60);
      const response = await world.reception.patch(
        `/api/v1/patients/${patient.id}`,
        updateBody(patient, {
          designation: 'Baby',
          fullName: '  Baby of Asha  ',
          gender: 'Other',
          dateOfBirth: bornDaysAgo,
          email: 'asha@example.com',
          area: 'Kothrud',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      // spec 000 §5: 30 or more days gives months; a renamed patient keeps the full name only.
      expect(response.json()).toMatchObject({
        designation: 'Baby',
        fullName: 'Baby of Asha',
        firstName: null,
        lastName: null,
        gender: 'Other',
        dateOfBirth: bornDaysAgo,
        age: 2,
        ageUnit: 'Months',
        ageInDays: 60,
        email: 'asha@example.com',
        area: 'Kothrud',
        city: 'Pune',
        version: 1,
      });
      const [, update] = await world.auditOf(patient.id);
      expect(update).toMatchObject({
        action: 'patient.update',
        before: expect.objectContaining({ fullName: patient.fullName, dateOfBirth: '1991-03-03', version: 0 }),
        after: expect.objectContaining({ fullName: 'Baby of Asha', dateOfBirth: bornDaysAgo, version: 1 }),
      });
      await vi.waitFor(() =>
        expect(world.events).toContainEqual(
          expect.objectContaining({ labId: world.lab.labId, payload: { patientId: patient.id, kind: 'updated' } }),
        ),
      );
      const found = (await world.admin.get('/api/v1/patients?search=baby%20of%20asha')).json<PatientList>();
      expect(found.items.map((item) => item.id)).toEqual([patient.id]);
    });

    it('takes an age typed without a date of birth: age in days from its unit (spec 000 §5)', async () => {
      const patient = await registered(world.reception, { dateOfBirth: '1980-01-01' });
      const response = await world.reception.patch(
        `/api/v1/patients/${patient.id}`,
        updateBody(patient, { dateOfBirth: null, age: 7, ageUnit: 'Months' }),
      );
      expect(response.json()).toMatchObject({ dateOfBirth: null, age: 7, ageUnit: 'Months', ageInDays: 210 });
      // The split parts stay while the full name they make does.
      expect(response.json()).toMatchObject({ firstName: patient.firstName, lastName: patient.lastName });
    });

    it("refuses a wrong password with 'Failed to verify user password' on the password field, changing nothing", async () => {
      const patient = await registered(world.reception);
      const response = await world.reception.patch(
        `/api/v1/patients/${patient.id}`,
        updateBody(patient, { fullName: 'Changed', password: 'Wrong@1234' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(passwordVerifyFailed);
      expect(await current(patient.id)).toEqual(patient);
      expect(await world.auditOf(patient.id)).toHaveLength(1);
    });

    it.each([
      [
        'a date of birth after today',
        { dateOfBirth: labDate(1) },
        'dateOfBirthNotValid',
        'Date of birth in not valid.',
        'dateOfBirth',
      ],
      ['an e-mail without @', { email: 'asha.example.com' }, 'emailNotValid', 'Email is not valid.', 'email'],
      ['no password', { password: '' }, 'fieldEmpty', 'This field should not be empty.', 'password'],
      ['no full name', { fullName: '   ' }, 'fieldEmpty', 'This field should not be empty.', 'fullName'],
      ['no gender', { gender: null }, 'fieldEmpty', 'This field should not be empty.', 'gender'],
      ['a gender not in the list', { gender: 'M' }, 'invalidRequest', 'Please Input Valid Information.', 'gender'],
      [
        'an age unit not in the list',
        { ageUnit: 'Weeks' },
        'invalidRequest',
        'Please Input Valid Information.',
        'ageUnit',
      ],
      ['no version', { version: undefined }, 'fieldEmpty', 'This field should not be empty.', 'version'],
    ] as const)('refuses %s with 400 and its message, changing nothing', async (_case, change, key, text, field) => {
      const patient = await registered(world.reception);
      const response = await world.reception.patch(`/api/v1/patients/${patient.id}`, updateBody(patient, change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('bad_request', key, text, field));
      expect(await current(patient.id)).toEqual(patient);
    });

    it("refuses a referral user with code 4's text (spec 000 §8)", async () => {
      const patient = await registered(world.reception);
      const response = await world.referralUser.patch(`/api/v1/patients/${patient.id}`, updateBody(patient));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(updateNotPermitted);
    });

    it('lets one of two users who save the same version at once win: one 200, one 409, one audit row', async () => {
      const patient = await registered(world.reception);
      const answers = await Promise.all([
        world.reception.patch(`/api/v1/patients/${patient.id}`, updateBody(patient, { city: 'Agra' })),
        world.admin.patch(`/api/v1/patients/${patient.id}`, updateBody(patient, { city: 'Goa' })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecordBody);
      expect((await world.auditOf(patient.id)).map((row) => row.action)).toEqual(['patient.create', 'patient.update']);
    });

    it("answers 404 for another lab's patient, and for a collection centre, another organisation's", async () => {
      const theirs = await registered(world.other.admin);
      const response = await world.admin.patch(`/api/v1/patients/${theirs.id}`, updateBody(theirs));
      expect(response.json()).toEqual(notFoundBody);
      const centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
      const lab = await registered(world.reception);
      expect((await centre.patch(`/api/v1/patients/${lab.id}`, updateBody(lab))).json()).toEqual(notFoundBody);
      const own = await registered(centre);
      expect((await centre.patch(`/api/v1/patients/${own.id}`, updateBody(own, { city: 'Jaipur' }))).statusCode).toBe(
        200,
      );
    });
  });

  describe('the update-mobile-number link (PUT /api/v1/patients/:id/mobile)', () => {
    it('changes the mobile to its national number, moves the version on, audits it and makes it searchable', async () => {
      const patient = await registered(world.reception, { mobile: '9811100011' });
      const response = await world.reception.put(`/api/v1/patients/${patient.id}/mobile`, {
        mobile: '+91 98222 00022',
        countryCode: '91',
        isoCode: 'in',
        version: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        mobile: '9822200022',
        countryCode: '91',
        isoCode: 'IN',
        patientType: 'D',
        version: 1,
      });
      const [, change] = await world.auditOf(patient.id);
      expect(change).toMatchObject({
        action: 'patient.update_mobile',
        before: expect.objectContaining({ mobile: '9811100011' }),
        after: expect.objectContaining({ mobile: '9822200022' }),
      });
      expect((await world.admin.get('/api/v1/patients?search=9822200022')).json<PatientList>().items).toEqual([
        expect.objectContaining({ id: patient.id }),
      ]);
    });

    it('makes an indirect patient direct once they have a mobile (spec 000 §3)', async () => {
      const patient = await registered(world.reception);
      const response = await world.reception.put(`/api/v1/patients/${patient.id}/mobile`, {
        mobile: '9833300033',
        countryCode: '91',
        isoCode: 'IN',
        version: 0,
      });
      expect(response.json()).toMatchObject({ patientType: 'D', mobile: '9833300033' });
    });

    it.each([
      [
        'a mobile not valid for its country',
        { mobile: '9876543210', isoCode: 'AE', countryCode: '971' },
        'contactMobileNotValid',
        'Contact Mobile is not valid.',
        'mobile',
      ],
      ['a mobile too short', { mobile: '98765' }, 'contactMobileNotValid', 'Contact Mobile is not valid.', 'mobile'],
      ['no mobile', { mobile: '' }, 'fieldEmpty', 'This field should not be empty.', 'mobile'],
      [
        'a dial code that is no number',
        { countryCode: '+ninety' },
        'invalidRequest',
        'Please Input Valid Information.',
        'countryCode',
      ],
    ] as const)('refuses %s with 400', async (_case, change, key, text, field) => {
      const patient = await registered(world.reception, { mobile: '9844400044' });
      const response = await world.reception.put(`/api/v1/patients/${patient.id}/mobile`, {
        mobile: '9855500055',
        countryCode: '91',
        isoCode: 'IN',
        version: 0,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('bad_request', key, text, field));
      expect(await current(patient.id)).toEqual(patient);
    });

    it("answers 409 on a stale version, 404 for another lab's patient and 403 for a referral user", async () => {
      const patient = await registered(world.reception, { mobile: '9866600066' });
      const body = { mobile: '9877700077', countryCode: '91', isoCode: 'IN', version: 0 };
      expect((await world.reception.put(`/api/v1/patients/${patient.id}/mobile`, body)).statusCode).toBe(200);
      expect((await world.admin.put(`/api/v1/patients/${patient.id}/mobile`, body)).json()).toEqual(staleRecordBody);
      const theirs = await registered(world.other.admin);
      expect((await world.admin.put(`/api/v1/patients/${theirs.id}/mobile`, body)).json()).toEqual(notFoundBody);
      expect((await world.referralUser.put(`/api/v1/patients/${patient.id}/mobile`, body)).json()).toEqual(
        updateNotPermitted,
      );
    });
  });

  describe('convert indirect to direct (POST /api/v1/patients/:id/convert-to-direct; spec 000 §7)', () => {
    it('gives an indirect patient their own mobile and e-mail and makes them direct', async () => {
      const patient = await registered(world.reception, { email: 'parent@example.com' });
      expect(patient.patientType).toBe('I');
      const response = await world.reception.post(`/api/v1/patients/${patient.id}/convert-to-direct`, {
        mobile: '98888 00088',
        countryCode: '91',
        isoCode: 'IN',
        email: 'own@example.com',
        version: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        patientType: 'D',
        mobile: '9888800088',
        email: 'own@example.com',
        version: 1,
      });
      const [, change] = await world.auditOf(patient.id);
      expect(change).toMatchObject({
        action: 'patient.convert_to_direct',
        before: expect.objectContaining({ patientType: 'I', email: 'parent@example.com' }),
        after: expect.objectContaining({ patientType: 'D', email: 'own@example.com' }),
      });
    });

    it("refuses a direct patient with 409 'This patient already has their own mobile number.'", async () => {
      const patient = await registered(world.reception, { mobile: '9899900099' });
      const response = await world.reception.post(`/api/v1/patients/${patient.id}/convert-to-direct`, {
        mobile: '9812121212',
        countryCode: '91',
        isoCode: 'IN',
        version: 0,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorBody('conflict', 'patientAlreadyDirect', 'This patient already has their own mobile number.'),
      );
      expect(await current(patient.id)).toEqual(patient);
    });

    it('lists a bad mobile and a bad e-mail at once, and refuses another lab’s patient and a stale version', async () => {
      const patient = await registered(world.reception);
      const bad = await world.reception.post(`/api/v1/patients/${patient.id}/convert-to-direct`, {
        mobile: '12',
        countryCode: '91',
        isoCode: 'IN',
        email: 'nobody',
        version: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual([
        { field: 'mobile', messageKey: 'contactMobileNotValid', message: 'Contact Mobile is not valid.' },
        { field: 'email', messageKey: 'emailNotValid', message: 'Email is not valid.' },
      ]);
      const body = { mobile: '9813131313', countryCode: '91', isoCode: 'IN', version: 3 };
      expect((await world.reception.post(`/api/v1/patients/${patient.id}/convert-to-direct`, body)).json()).toEqual(
        staleRecordBody,
      );
      const theirs = await registered(world.other.admin);
      expect(
        (await world.admin.post(`/api/v1/patients/${theirs.id}/convert-to-direct`, { ...body, version: 0 })).json(),
      ).toEqual(notFoundBody);
    });
  });

  describe("the user's own password check (POST /api/v1/session/verify-password; spec 000 §4)", () => {
    it('answers true for the right password and false for a wrong one, for every kind of login', async () => {
      for (const client of [world.reception, await world.lab.doctor(), await world.lab.patient()]) {
        expect((await client.post('/api/v1/session/verify-password', { password: testPassword })).json()).toEqual({
          valid: true,
        });
        expect((await client.post('/api/v1/session/verify-password', { password: 'Nope@1234' })).json()).toEqual({
          valid: false,
        });
      }
    });

    it('refuses an empty password with 400 and a call without a session with 401', async () => {
      const empty = await world.reception.post('/api/v1/session/verify-password', { password: '' });
      expect(empty.json()).toEqual(
        errorBody('bad_request', 'fieldEmpty', 'This field should not be empty.', 'password'),
      );
      const anonymous = await world.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/session/verify-password',
        payload: { password: testPassword },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it("stops checking after 10 misses in 15 minutes (the update too), without blocking anyone's sign-in", async () => {
      const address = '10.77.0.1';
      const users = await Promise.all([world.lab.user(), world.lab.user(), world.lab.user()]);
      const verify = (user: TestClient, password: string) =>
        world.ctx.app.inject({
          method: 'POST',
          url: '/api/v1/session/verify-password',
          headers: { cookie: user.cookie, [csrfHeader]: user.csrfToken },
          payload: { password },
          remoteAddress: address,
        });
      for (const user of users) {
        for (let miss = 0; miss < 10; miss++)
          expect((await verify(user, 'Wrong@1234')).json()).toEqual({ valid: false });
      }
      const [first] = users;
      const refused = await verify(first, testPassword);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyPasswordChecks);
      const patient = await registered(world.reception);
      expect((await first.patch(`/api/v1/patients/${patient.id}`, updateBody(patient))).json()).toEqual(
        tooManyPasswordChecks,
      );
      // 30 misses from one address, but none of them a sign-in: the address may still sign in.
      const signIn = await world.ctx.login(
        { username: world.lab.admin.username, password: testPassword, kind: 'lab' },
        address,
      );
      expect(signIn.statusCode).toBe(200);
      // Someone else's checks are their own.
      expect(
        (await world.reception.post('/api/v1/session/verify-password', { password: testPassword })).json(),
      ).toEqual({
        valid: true,
      });
      world.ctx.clock.advance(16 * 60_000);
      const again = await world.lab.user();
      expect((await again.post('/api/v1/session/verify-password', { password: testPassword })).json()).toEqual({
        valid: true,
      });
      const later = await users[1]?.signInAgain();
      expect((await later?.post('/api/v1/session/verify-password', { password: testPassword }))?.json()).toEqual({
        valid: true,
      });
    });
  });
});
