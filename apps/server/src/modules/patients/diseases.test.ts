import type { Condition, ConditionList } from '@lims/contract';
import { commonConditions } from '@lims/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diseases } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { recordsTestBed } from './records.test-support.js';

const codeTaken = errorBody(
  'conflict',
  'diseaseCodeTaken',
  'A condition with this ICD-10 code already exists.',
  'icdCode',
);

// spec 000 §7 line 198: "GET ... getDiseaseListApi/, get_all_icd_codes/"; §8 'Unable to get ICD code list'.
describe('coded conditions (spec 000 §7 getDiseaseListApi, get_all_icd_codes)', () => {
  const bed = recordsTestBed();

  const search = async (client: TestClient, query: string) => {
    const response = await client.get(`/api/v1/diseases?search=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConditionList>().items;
  };
  const create = (client: TestClient, body: unknown) => client.post('/api/v1/diseases', body);
  const labRows = () => bed.ctx.database.db.select().from(diseases).where(eq(diseases.labId, bed.lab.labId));

  it('answers the common conditions by code prefix or by name words, at most 50, by code', async () => {
    const byCode = await search(bed.reception, 'e11');
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((item) => item.icdCode.startsWith('E11') && item.source === 'common')).toBe(true);
    const byName = await search(bed.reception, 'mellitus diab');
    expect(byName.map((item) => item.icdCode)).toEqual(
      commonConditions
        .filter((condition) => /diab/i.test(condition.name) && /mellitus/i.test(condition.name))
        .map((condition) => condition.icdCode),
    );
    const everything = await search(bed.reception, '');
    expect(everything).toHaveLength(Math.min(50, commonConditions.length));
    expect(everything.map((item) => item.icdCode)).toEqual([...everything.map((item) => item.icdCode)].sort());
    expect(await search(bed.reception, 'zzzz-no-such-condition')).toEqual([]);
  });

  it("adds the lab's own condition, normalising its code, audits it, and finds it beside the common ones", async () => {
    const response = await create(bed.reception, {
      icdCode: ' e11.65 ',
      name: 'Type 2 diabetes with hyperglycaemia (lab)',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Condition>();
    expect(created).toEqual({ icdCode: 'E11.65', name: 'Type 2 diabetes with hyperglycaemia (lab)', source: 'lab' });
    const [row] = await labRows();
    expect((await bed.auditOf('disease', row?.id ?? 0)).map((entry) => entry.action)).toEqual(['disease.create']);
    const found = await search(bed.reception, 'hyperglyc');
    expect(found).toContainEqual(created);
    expect(await search(bed.reception, 'E11.6')).toContainEqual(created);
    // Another lab does not see it.
    expect(await search(bed.other.admin, 'hyperglyc')).not.toContainEqual(created);
  });

  it("refuses a code the lab or the product already has with 409 'A condition with this ICD-10 code already exists.'", async () => {
    const code = 'Q87.4';
    expect((await create(bed.reception, { icdCode: code, name: 'Marfan syndrome' })).statusCode).toBe(201);
    const again = await create(bed.lab.admin, { icdCode: 'q87.4', name: 'Marfan' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(codeTaken);
    const common = commonConditions[0]?.icdCode ?? '';
    expect((await create(bed.reception, { icdCode: common, name: 'Ours' })).json()).toEqual(codeTaken);
    // Another lab may have the same code of its own.
    expect((await create(bed.other.admin, { icdCode: code, name: 'Marfan syndrome' })).statusCode).toBe(201);
  });

  it('settles two simultaneous adds of one code: one 201, one 409, one row', async () => {
    const answers = await Promise.all([
      create(bed.reception, { icdCode: 'Q90.9', name: 'Down syndrome' }),
      create(bed.lab.admin, { icdCode: 'Q90.9', name: 'Trisomy 21' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await labRows()).filter((row) => row.icdCode === 'Q90.9')).toHaveLength(1);
  });

  it.each([
    ['a code that is no ICD-10 code', { icdCode: 'Diabetes', name: 'Diabetes' }, 'icdCode', 'icdCodeNotValid'],
    ['a code without its two digits', { icdCode: 'E1', name: 'Diabetes' }, 'icdCode', 'icdCodeNotValid'],
    ['no code', { name: 'Diabetes' }, 'icdCode', 'fieldEmpty'],
    ['a blank name', { icdCode: 'E14', name: ' ' }, 'name', 'fieldEmpty'],
    ['a name of 201 characters', { icdCode: 'E14', name: 'x'.repeat(201) }, 'name', 'textMaxLength'],
  ])('refuses %s with 400, writing nothing', async (_case, body, field, messageKey) => {
    const before = await labRows();
    const response = await create(bed.reception, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field, messageKey });
    expect(await labRows()).toEqual(before);
  });

  it("says what a valid code looks like: 'Enter an ICD-10 code: …'", async () => {
    const response = await create(bed.reception, { icdCode: 'E11.X', name: 'x' });
    expect(response.json().error.message).toBe('Enter an ICD-10 code: a letter and two digits, such as E11 or E11.9.');
  });

  it('lets a referral user search but not add, and a patient or a doctor neither', async () => {
    const referral = await bed.lab.user({ isReferral: true });
    expect((await referral.get('/api/v1/diseases?search=e11')).statusCode).toBe(200);
    expect((await create(referral, { icdCode: 'E13', name: 'Other diabetes' })).statusCode).toBe(403);
    for (const client of [await bed.lab.patient(), await bed.lab.doctor()]) {
      expect((await client.get('/api/v1/diseases')).statusCode).toBe(403);
    }
    expect((await labRows()).some((row) => row.icdCode === 'E13')).toBe(false);
  });

  it('refuses a search of over 100 characters', async () => {
    expect((await bed.reception.get(`/api/v1/diseases?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
