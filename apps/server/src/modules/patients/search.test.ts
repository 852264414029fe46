import { CreateBill, type Patient, RegisterPatient, type SearchResult } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import type { TestClient } from '../../test/test-context.js';
import { billingCatalogue } from '../billing/bills.test-support.js';
import { collectionCentreUser, createPatientsWorld, type PatientsWorld } from './patients.test-support.js';

const fieldEmpty = errorBody('bad_request', 'fieldEmpty', 'This field should not be empty.', 'q');

describe('GET /api/v1/search: the one search box (spec 000 §2 Patient search groups, §7 patient-search)', () => {
  let world: PatientsWorld;
  let reception: TestClient;

  beforeAll(async () => {
    world = await createPatientsWorld();
    reception = world.reception;
  });
  afterAll(() => world.ctx.close());

  /** Registers a patient in `lab` through the service, as the registration form would. */
  const patientOf = (lab: TestLab, fields: Parameters<typeof RegisterPatient.parse>[0]): Promise<Patient> =>
    world.ctx.services.patients.register({
      actor: lab.system,
      input: RegisterPatient.parse({ gender: 'Female', ...(fields as object) }),
    });
  const patient = (fields: Parameters<typeof RegisterPatient.parse>[0]) => patientOf(world.lab, fields);

  /** A valid Indian mobile of ten digits no other test of this file uses. */
  let mobiles = 0;
  const newMobile = () => `9${String(712_000_000 + 7919 * ++mobiles).padStart(9, '0')}`;

  const search = async (client: TestClient, q: string, extra = ''): Promise<SearchResult> => {
    const response = await client.get(`/api/v1/search?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  };
  const foundIds = async (q: string, extra = '', client = reception) =>
    (await search(client, q, extra)).patients.map((found) => found.id);

  it("finds a patient by any word of the name, as a prefix, in any order; never another lab's", async () => {
    const asha = await patient({ firstName: 'Ashwini', middleName: 'Kavery', lastName: 'Thundiyil' });
    const namesake = await patientOf(world.other, { firstName: 'Ashwini', lastName: 'Thundiyil' });
    for (const q of ['Thundiyil', 'thun', 'ASHW thund', 'thundiyil ashwini', 'kav ash thu', '  thund  ']) {
      expect(await foundIds(q), q).toEqual([asha.id]);
    }
    // Every word must begin a word of the name.
    expect(await foundIds('thund zebra')).toEqual([]);
    expect(await foundIds('hundiyil')).toEqual([]);
    // The other lab's admin finds their own patient only.
    const otherAdmin = await world.ctx.signIn(world.other.admin.username);
    expect(await foundIds('thundiyil', '', otherAdmin)).toEqual([namesake.id]);
  });

  it('folds case and accents: José Müller by "jose muller", Søren by "soren"', async () => {
    const jose = await patient({ firstName: 'José', lastName: 'Müllerová' });
    const soren = await patient({ firstName: 'Søren', lastName: 'Kierkegård' });
    expect(await foundIds('jose mull')).toEqual([jose.id]);
    expect(await foundIds('JOSÉ MÜLLERO')).toEqual([jose.id]);
    expect(await foundIds('soren kierkegard')).toEqual([soren.id]);
  });

  it('finds Devanagari and Arabic names by a prefix of any word, vowel marks or not', async () => {
    const hindi = await patient({ firstName: 'सुधीर', lastName: 'त्रिवेदी' });
    const arabic = await patient({ firstName: 'مُحَمَّد', lastName: 'الأنصاريّون' });
    expect(await foundIds('त्रिवे')).toEqual([hindi.id]);
    expect(await foundIds('त्रिवेदी सुधी')).toEqual([hindi.id]);
    expect(await foundIds('الانصاريو')).toEqual([arabic.id]);
    // The article is part of the word and may be left out; the vowel marks are never needed.
    expect(await foundIds('انصاريون محمد')).toEqual([arabic.id]);
    expect(await foundIds('مُحَمَّد الأنصاريّون')).toEqual([arabic.id]);
  });

  it("finds a mobile by its last digits, typed with or without the lab's dial code", async () => {
    const mobile = newMobile();
    const owner = await patient({ firstName: 'Mobilia', lastName: 'Dialcode', mobile });
    const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    for (const q of [mobile, `91${mobile}`, `+91 ${spaced}`, `0091 ${spaced}`, `0${mobile}`, mobile.slice(-6)]) {
      expect(await foundIds(q), q).toContain(owner.id);
    }
    // Three digits are too few, and the first digits are no suffix.
    expect(await foundIds(mobile.slice(-3))).not.toContain(owner.id);
    expect(await foundIds(mobile.slice(0, 6))).not.toContain(owner.id);
  });

  it('finds the exact lab patient id and reference id, before the names that begin with them', async () => {
    const byReference = await patient({ firstName: 'Referenced', lastName: 'Person', referenceId: 'QX42' });
    const named = await patient({ firstName: 'Qx42abc', lastName: 'Person' });
    expect(await foundIds('QX42')).toEqual([byReference.id, named.id]);
    expect(await foundIds(byReference.labPatientId)).toContain(byReference.id);
    expect((await foundIds(byReference.labPatientId))[0]).toBe(byReference.id);
    // An id is exact: a part of it finds nothing by id.
    expect(await foundIds('QX4')).toEqual([named.id]);
  });

  it('answers by name and at most `limit`, with the organisation and referral doctor named', async () => {
    const zara = await patient({ firstName: 'Zara', lastName: 'Ordername', organisationId: world.organisation.id });
    const aarti = await patient({
      firstName: 'Aarti',
      lastName: 'Ordername',
      referralDoctorId: world.referralDoctor.id,
    });
    const mira = await patient({ firstName: 'Mira', lastName: 'Ordername' });
    const { patients, samples, bills, orders, nationalId } = await search(reception, 'ordername');
    expect(patients.map((found) => found.id)).toEqual([aarti.id, mira.id, zara.id]);
    expect(patients[0]?.referralDoctor).toEqual(world.referralDoctor);
    expect(patients[2]?.organisation).toEqual(world.organisation);
    // The default variant answers patients only: the other groups when asked (variant common).
    expect({ samples, bills, orders, nationalId }).toEqual({ samples: [], bills: [], orders: [], nationalId: [] });
    expect(await foundIds('ordername', '&limit=2')).toHaveLength(2);
  });

  it("answers the Bills and Orders groups in the common variant, by the start of a bill's number or order number", async () => {
    const catalogue = await billingCatalogue(world.ctx, world.lab);
    const billed = await patient({ firstName: 'Billed', lastName: 'Searcher', organisationId: world.organisation.id });
    const orderNumber = `ORD-${billed.id}-77`;
    const bill = await world.ctx.services.bills.create({
      actor: world.lab.system,
      input: CreateBill.parse({
        patientId: billed.id,
        orderNumber,
        lines: [{ kind: 'test', id: catalogue.glucose.id }],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const common = await search(reception, bill.labBillId, '&variant=common');
    const billHit = {
      id: bill.id,
      label: bill.labBillId,
      patientId: billed.id,
      patientName: billed.fullName,
      billLabel: bill.labBillId,
      createdAt: bill.createdAt,
    };
    expect(common.bills).toContainEqual(billHit);
    const byOrder = await search(reception, orderNumber.slice(0, -1).toLowerCase(), '&variant=common');
    expect(byOrder.orders).toEqual([{ ...billHit, label: orderNumber }]);
    expect((await search(reception, orderNumber)).orders).toEqual([]);
    // Another lab finds nothing; a collection centre finds its own organisation's bills only.
    const otherAdmin = await world.ctx.signIn(world.other.admin.username);
    expect((await search(otherAdmin, orderNumber, '&variant=common')).orders).toEqual([]);
    const centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
    expect((await search(centre, orderNumber, '&variant=common')).orders).toHaveLength(1);
    const elsewhere = await collectionCentreUser(world.ctx, world.lab, (await world.lab.organisation()).id);
    expect((await search(elsewhere, orderNumber, '&variant=common')).orders).toEqual([]);
  });

  it("answers the Samples group in the common variant, by the start of a sample's automatic or manual id; never another lab's or another centre's", async () => {
    const catalogue = await billingCatalogue(world.ctx, world.lab);
    const sampled = await patient({
      firstName: 'Sampled',
      lastName: 'Searcher',
      organisationId: world.organisation.id,
    });
    const manualSampleId = `MS${sampled.id}X`;
    const bill = await world.ctx.services.bills.create({
      actor: world.lab.system,
      input: CreateBill.parse({
        patientId: sampled.id,
        lines: [{ kind: 'test', id: catalogue.glucose.id, manualSampleId }],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [sample] = bill.samples;
    if (!sample) throw new Error('The bill has no sample');
    const sampleHit = {
      id: sample.id,
      label: sample.autoSampleId,
      patientId: sampled.id,
      patientName: sampled.fullName,
      billLabel: bill.labBillId,
      createdAt: expect.any(String),
    };
    expect((await search(reception, sample.autoSampleId, '&variant=common')).samples).toContainEqual(sampleHit);
    // By the manual id, as typed in any case, labelled with the id that matched.
    expect((await search(reception, manualSampleId.toLowerCase(), '&variant=common')).samples).toEqual([
      { ...sampleHit, label: manualSampleId },
    ]);
    // Only the common variant asks for samples.
    expect((await search(reception, manualSampleId)).samples).toEqual([]);
    // Another lab finds nothing; a collection centre finds its own organisation's samples only.
    const otherAdmin = await world.ctx.signIn(world.other.admin.username);
    expect((await search(otherAdmin, manualSampleId, '&variant=common')).samples).toEqual([]);
    const centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
    expect((await search(centre, manualSampleId, '&variant=common')).samples).toHaveLength(1);
    const elsewhere = await collectionCentreUser(world.ctx, world.lab, (await world.lab.organisation()).id);
    expect((await search(elsewhere, manualSampleId, '&variant=common')).samples).toEqual([]);
  });

  it('answers the National ID group in the nationalId and common variants only, however the number is typed', async () => {
    const holder = await patient({
      firstName: 'Nationalia',
      lastName: 'Holder',
      nationalIdentityNumber: '4321 8765 0912',
    });
    const asNationalId = await search(reception, '4321-8765-0912', '&variant=nationalId');
    expect(asNationalId.nationalId.map((found) => found.id)).toEqual([holder.id]);
    expect(asNationalId.patients).toEqual([]);
    expect((await search(reception, '432187650912')).nationalId).toEqual([]);
    const common = await search(reception, '432187650912', '&variant=common');
    expect(common.nationalId.map((found) => found.id)).toEqual([holder.id]);
    expect(common.nationalId[0]).toMatchObject({
      fullName: 'Nationalia Holder',
      nationalIdentityNumber: '432187650912',
    });
    expect((await search(reception, 'nationalia', '&variant=common')).patients.map((found) => found.id)).toEqual([
      holder.id,
    ]);
  });

  it("keeps a collection-centre user to their organisation's patients, in every variant", async () => {
    const mobile = newMobile();
    const ours = await patient({
      firstName: 'Centrina',
      lastName: 'Scoped',
      organisationId: world.organisation.id,
      nationalIdentityNumber: 'CC-100',
      mobile,
    });
    const theirs = await patient({ firstName: 'Centrina', lastName: 'Scoped', nationalIdentityNumber: 'CC-200' });
    const centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
    for (const variant of ['default', 'multiCentre', 'common']) {
      expect(await foundIds('centrina scoped', `&variant=${variant}`, centre), variant).toEqual([ours.id]);
    }
    expect(await foundIds(mobile.slice(-5), '', centre)).toEqual([ours.id]);
    expect(await foundIds(ours.labPatientId, '', centre)).toEqual([ours.id]);
    expect(await foundIds(theirs.labPatientId, '', centre)).toEqual([]);
    const nationalId = (q: string) => search(centre, q, '&variant=nationalId');
    expect((await nationalId('CC-100')).nationalId.map((found) => found.id)).toEqual([ours.id]);
    expect((await nationalId('CC-200')).nationalId).toEqual([]);
    // Lab staff see both; multiCentre widens nothing for them either.
    expect((await foundIds('centrina scoped', '&variant=multiCentre')).sort()).toEqual([ours.id, theirs.id].sort());
  });

  it.each([
    ['an empty query', 'q=', fieldEmpty],
    ['a query of spaces', 'q=%20%20', fieldEmpty],
    ['no query', '', undefined],
    ['a query of 101 characters', `q=${'a'.repeat(101)}`, undefined],
    ['an unknown variant', 'q=asha&variant=everything', undefined],
    ['a limit of 0', 'q=asha&limit=0', undefined],
    ['a limit over 50', 'q=asha&limit=51', undefined],
    ['a limit that is no number', 'q=asha&limit=ten', undefined],
  ])('refuses %s with 400', async (_name, query, body) => {
    const response = await reception.get(`/api/v1/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    if (body) expect(response.json()).toEqual(body);
  });

  it('is for lab staff: doctors, organisations and patients are refused, a signed-out caller is asked to sign in', async () => {
    for (const kind of ['doctor', 'organisation', 'patient'] as const) {
      const response = await (await world.lab.person(kind)).get('/api/v1/search?q=asha');
      expect(response.statusCode, kind).toBe(403);
      expect(response.json(), kind).toEqual(
        errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.'),
      );
    }
    const signedOut = await world.ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=asha' });
    expect(signedOut.statusCode).toBe(401);
    // A referral user is lab staff and may search (spec 000 §6).
    expect((await world.referralUser.get('/api/v1/search?q=asha')).statusCode).toBe(200);
  });
});
