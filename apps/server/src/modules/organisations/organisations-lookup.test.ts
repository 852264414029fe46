import { CreateLabUser, type OrganisationLookup } from '@lims/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/index.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

// spec 000 §9 line 254: "organisation search 500 ms"; §5 line 152 and §6 line 180: an organisation
// makes fields mandatory and `patient_contact_mandatory`; §6 line 175: collection-centre users see
// only their own organisation's data.
describe('the organisation look-up of the registration form', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let reception: TestClient;
  /** A word all of this file's organisations share, so that other rows never answer. */
  const word = uniqueName('Apollo').replace('-', '');
  const ids: Record<string, number> = {};

  const organisation = async (of: TestLab, name: string) =>
    (await ctx.services.organisations.create({ actor: of.system, input: { name, login: null } })).id;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    reception = await lab.user();
    ids.clinic = await organisation(lab, `${word} Clinic`);
    ids.diagnostics = await organisation(lab, `${word.toLowerCase()} Diagnostics`);
    ids.closed = await organisation(lab, `${word} Closed Centre`);
    ids.theirs = await organisation(other, `${word} Clinic`);
    await ctx.database.db.update(organisations).set({ enabled: false }).where(eq(organisations.id, ids.closed));
    await ctx.database.db
      .update(organisations)
      .set({ mandatoryPatientFields: ['email', 'dateOfBirth'], patientContactMandatory: true })
      .where(eq(organisations.id, ids.clinic));
  });
  afterAll(() => ctx.close());

  const lookup = async (client: TestClient, q: string) => {
    const response = await client.get(`/api/v1/organisations/lookup?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrganisationLookup>().items;
  };

  it("finds the lab's enabled organisations by a part of the name, by name, with the rules they set", async () => {
    expect(await lookup(reception, word.slice(2).toUpperCase())).toEqual([
      {
        id: ids.clinic,
        name: `${word} Clinic`,
        mandatoryPatientFields: ['email', 'dateOfBirth'],
        patientContactMandatory: true,
      },
      {
        id: ids.diagnostics,
        name: `${word.toLowerCase()} Diagnostics`,
        mandatoryPatientFields: [],
        patientContactMandatory: false,
      },
    ]);
    expect((await lookup(reception, `${word} diag`)).map((item) => item.id)).toEqual([ids.diagnostics]);
    expect(await lookup(reception, `${word}%`)).toEqual([]);
  });

  it('answers at most 20', async () => {
    const many = uniqueName('Branch').replace('-', '');
    for (let index = 0; index < 22; index += 1) await organisation(lab, `${many} ${index}`);
    expect(await lookup(reception, many)).toHaveLength(20);
  });

  it('gives a collection centre its own organisation only, and nothing to one without an organisation', async () => {
    const centreOf = async (organisationId: number | null) => {
      const username = uniqueName('centre');
      const input = CreateLabUser.parse({ username, password: testPassword, fullName: uniqueName('Centre') });
      await ctx.services.labUsers.create({
        actor: lab.system,
        input: { ...input, isCollectionCenter: 4, organisationId },
      });
      return ctx.signIn(username);
    };
    const centre = await centreOf(ids.diagnostics as number);
    expect((await lookup(centre, word)).map((item) => item.id)).toEqual([ids.diagnostics]);
    expect((await lookup(centre, '')).map((item) => item.id)).toEqual([ids.diagnostics]);
    expect(await lookup(centre, 'Clinic')).toEqual([]);
    expect(await lookup(await centreOf(null), word)).toEqual([]);
  });

  it('refuses a patient, a doctor and an organisation login, and a search of over 100 characters', async () => {
    for (const client of [await lab.patient(), await lab.doctor(), await lab.organisation()]) {
      expect((await client.get(`/api/v1/organisations/lookup?q=${word}`)).statusCode).toBe(403);
    }
    expect((await reception.get(`/api/v1/organisations/lookup?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
