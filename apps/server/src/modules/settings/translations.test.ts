import type { LocalesResponse } from '@lims/contract';
import { bundledLocales, flattenKeys, languageCodes } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationOverrides } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';

const url = '/api/v1/public/translations/lims/locales';

// spec 000 §1 line 22: "Interface languages: English, Hindi, Arabic, Spanish, French. Translation
// locales are fetched per lab and cached locally"; §7 "GET api-v3/public/translations/lims/locales;
// the result is cached per lab locally".
describe('translation locales per lab (spec 000 §1, §7)', () => {
  let ctx: TestContext;
  let second: TestLab;
  let bundled: LocalesResponse;
  beforeAll(async () => {
    ctx = await createTestContext();
    second = await ctx.createLab();
    bundled = (await ctx.app.inject({ method: 'GET', url })).json();
  });
  afterAll(() => ctx.close());

  const locales = async (labId?: number | string) => {
    const response = await ctx.app.inject({ method: 'GET', url: labId === undefined ? url : `${url}?labId=${labId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LocalesResponse>();
  };

  it('returns all five languages with the same keys, without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json<LocalesResponse>();
    expect(Object.keys(body.locales).sort()).toEqual([...languageCodes].sort());
    const english = flattenKeys(body.locales.en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const code of languageCodes) {
      expect(flattenKeys(body.locales[code]).sort(), code).toEqual(english);
    }
    expect(body.labId).toBeNull();
    expect(body.locales).toEqual(bundledLocales);
    expect(body.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('gives a lab without overrides the bundled texts and the bundled version', async () => {
    const body = await locales(ctx.labId);
    expect(body.labId).toBe(ctx.labId);
    expect(body.locales).toEqual(bundledLocales);
    expect(body.version).toBe(bundled.version);
  });

  it("lays a lab's override over that text, for that lab and language only, and changes the version", async () => {
    await ctx.database.db
      .insert(translationOverrides)
      .values({ labId: ctx.labId, language: 'en', key: 'app.name', value: 'Demo Diagnostics LIMS' });

    const own = await locales(ctx.labId);
    expect(own.locales.en).toEqual({
      ...bundledLocales.en,
      app: { ...(bundledLocales.en.app as object), name: 'Demo Diagnostics LIMS' },
    });
    for (const code of languageCodes.filter((language) => language !== 'en')) {
      expect(own.locales[code], code).toEqual(bundledLocales[code]);
    }
    expect(flattenKeys(own.locales.en).sort()).toEqual(flattenKeys(bundledLocales.en).sort());
    expect(own.version).not.toBe(bundled.version);
    expect(own.version.startsWith(bundled.version)).toBe(true);

    const other = await locales(second.labId);
    expect(other.locales).toEqual(bundledLocales);
    expect(other.version).toBe(bundled.version);
    expect((await locales()).locales.en).toEqual(bundledLocales.en);
  });

  it('gives the same version while nothing changes, and a new one when an override text changes', async () => {
    const before = await locales(ctx.labId);
    expect((await locales(ctx.labId)).version).toBe(before.version);
    await ctx.database.db
      .update(translationOverrides)
      .set({ value: 'Demo Diagnostics' })
      .where(and(eq(translationOverrides.labId, ctx.labId), eq(translationOverrides.key, 'app.name')));
    const after = await locales(ctx.labId);
    expect((after.locales.en.app as { name: string }).name).toBe('Demo Diagnostics');
    expect(after.version).not.toBe(before.version);
  });

  it('ignores an override for a language the product does not have', async () => {
    await ctx.database.db
      .insert(translationOverrides)
      .values({ labId: second.labId, language: 'de', key: 'app.name', value: 'Labor' });
    const body = await locales(second.labId);
    expect(Object.keys(body.locales).sort()).toEqual([...languageCodes].sort());
    expect(body.locales).toEqual(bundledLocales);
  });

  it.each([
    ['a group of texts', 'app'],
    ['a key below a text', 'app.name.short'],
    ['a key the product does not ship', 'app.slogan'],
  ])('ignores an override on %s, so every language keeps the same keys', async (_what, key) => {
    const other = await ctx.createLab();
    await ctx.database.db.insert(translationOverrides).values({ labId: other.labId, language: 'fr', key, value: 'X' });
    const body = await locales(other.labId);
    expect(body.locales).toEqual(bundledLocales);
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses labId=%s with 400 and the error shape', async (labId) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${url}?labId=${labId}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_request',
      messageKey: 'invalidRequest',
      message: 'Please Input Valid Information.',
      field: 'labId',
    });
  });
});
