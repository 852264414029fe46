import type { ReferralDoctorLookup } from '@lims/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

// spec 000 §9 line 254: "referral search 300 ms"; §5 line 151: 'Please Select Referral.'
describe('the referral doctor look-up of the registration form', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let reception: TestClient;
  const surname = uniqueName('Mehta').replace('-', '');
  const ids: Record<string, number> = {};

  const doctor = async (of: TestLab, fullName: string, isReferral: boolean) =>
    (
      await ctx.services.doctors.create({
        actor: of.system,
        input: { fullName, isSigning: !isReferral, isReferral, passkey: null, labUserId: null, login: null },
      })
    ).id;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    reception = await lab.user();
    ids.anil = await doctor(lab, `Dr. Anil ${surname}`, true);
    ids.beena = await doctor(lab, `dr. beena ${surname.toLowerCase()}`, true);
    ids.signing = await doctor(lab, `Dr. Signing ${surname}`, false);
    ids.retired = await doctor(lab, `Dr. Retired ${surname}`, true);
    ids.theirs = await doctor(other, `Dr. Anil ${surname}`, true);
    await ctx.database.db.update(doctors).set({ enabled: false }).where(eq(doctors.id, ids.retired));
  });
  afterAll(() => ctx.close());

  const lookup = async (client: TestClient, q: string) => {
    const response = await client.get(`/api/v1/doctors/referral-lookup?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReferralDoctorLookup>().items;
  };

  it("finds the lab's enabled referral doctors by a part of the name, by name; not signing-only, disabled or another lab's", async () => {
    expect(await lookup(reception, surname.slice(1))).toEqual([
      { id: ids.anil, name: `Dr. Anil ${surname}` },
      { id: ids.beena, name: `dr. beena ${surname.toLowerCase()}` },
    ]);
    expect((await lookup(reception, `BEENA ${surname}`)).map((item) => item.id)).toEqual([ids.beena]);
    expect(await lookup(reception, `${surname}_`)).toEqual([]);
  });

  it('answers at most 20', async () => {
    const many = uniqueName('Rao').replace('-', '');
    for (let index = 0; index < 21; index += 1) await doctor(lab, `Dr. ${many} ${index}`, true);
    expect(await lookup(reception, many)).toHaveLength(20);
  });

  it('lets any lab user look up, a collection centre too, but not a patient or a doctor login', async () => {
    const centre = await lab.user({ isCollectionCenter: 4 });
    expect((await lookup(centre, surname)).length).toBe(2);
    for (const client of [await lab.patient(), await lab.doctor()]) {
      expect((await client.get(`/api/v1/doctors/referral-lookup?q=${surname}`)).statusCode).toBe(403);
    }
  });
});
