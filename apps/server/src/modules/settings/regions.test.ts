import { sessionCookie } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionHosts } from '../../db/schema/index.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';

const regionOf = (code: string, name: string) => ({
  code,
  name,
  storageEndpoint: `local://storage/${code.toLowerCase()}`,
  subscriptionEndpoint: `local://subscriptions/${code.toLowerCase()}`,
});

// spec 000 §1 line 20: "The product is deployed in several regions (IN, US, UK, UAE, EU). A regional
// host selects the region, and the region selects the storage and subscription endpoints."
describe('regions by request host (spec 000 §1, §9)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    // A lab of another region than the hosts' default: the session's region is the host's, not the lab's.
    lab = await ctx.createLab({
      countryIsoCode: 'AE',
      dialCode: '971',
      currency: 'AED',
      timeZone: 'Asia/Dubai',
      regionCode: 'UAE',
    });
  });
  afterAll(() => ctx.close());

  const publicRegion = (host: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/public/region', headers: { host } });

  it("answers Host 'localhost:3000' with IN and its endpoints, without a session", async () => {
    const response = await publicRegion('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ host: 'localhost', region: regionOf('IN', 'India') });
  });

  it("answers Host 'uae.lims.local' with UAE", async () => {
    const response = await publicRegion('uae.lims.local');
    expect(response.json()).toEqual({ host: 'uae.lims.local', region: regionOf('UAE', 'United Arab Emirates') });
  });

  it.each([
    ['in.lims.local', 'IN'],
    ['us.lims.local', 'US'],
    ['uk.lims.local', 'UK'],
    ['eu.lims.local', 'EU'],
    ['127.0.0.1:3000', 'IN'],
    ['UAE.LIMS.LOCAL:443', 'UAE'],
  ])('maps %s to %s (without its port, in any case)', async (host, code) => {
    expect((await publicRegion(host)).json().region.code).toBe(code);
  });

  it('falls back to IN, the default region, for an unknown host', async () => {
    const response = await publicRegion('lims.example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ host: 'lims.example.org', region: regionOf('IN', 'India') });
  });

  it('follows a host mapping a deployment adds', async () => {
    await ctx.database.db.insert(regionHosts).values({ host: 'lab.example.co.uk', regionCode: 'UK' });
    expect((await publicRegion('lab.example.co.uk')).json().region).toEqual(regionOf('UK', 'United Kingdom'));
  });

  it('gives the session the region of the request host', async () => {
    const user = await lab.user();
    expect(user.session.region.code).toBe('IN');
    for (const [host, code] of [
      ['uae.lims.local', 'UAE'],
      ['us.lims.local', 'US'],
      ['localhost:3000', 'IN'],
      ['unknown.example', 'IN'],
    ] as const) {
      const response = await user.request('GET', '/api/v1/session', undefined, { host });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.region).toEqual(
        expect.objectContaining({ code, storageEndpoint: `local://storage/${code.toLowerCase()}` }),
      );
    }
  });

  it('gives the sign-in answer the region of the host it was made on', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: 'eu.lims.local' },
      payload: { username: (await lab.user()).username, password: testPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().session.region.code).toBe('EU');
    const cookie = response.cookies.find((candidate) => candidate.name === sessionCookie);
    const later = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { host: 'uk.lims.local', cookie: `${sessionCookie}=${cookie?.value}` },
    });
    expect(later.json().session.region.code).toBe('UK');
  });
});
