import type { LocatedPlace, OnboardingCountry, Place } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { createPlacesService, maxPlaces } from './places.service.js';

// spec 000 §2: "On load: the browser's geolocation, turned into a place by an offline reverse
// lookup (nearest city in the country-state-city data) that pre-fills country and city";
// "City (place search over the offline data)"; §3 line 62: "Country list: ISO2 code, name and dial code."
describe('places of the account setup (spec 000 §2, §3)', () => {
  const places = createPlacesService();

  it("finds Mumbai, IN near Mumbai's coordinates", () => {
    expect(places.locate(19.076, 72.8777)).toEqual({
      countryIsoCode: 'IN',
      countryName: 'India',
      dialCode: '91',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
  });

  it('finds the nearest city across a border and across the date line', () => {
    expect(places.locate(25.2048, 55.2708)).toMatchObject({ countryIsoCode: 'AE', dialCode: '971' });
    expect(places.locate(51.5072, -0.1276)).toMatchObject({ countryIsoCode: 'GB', dialCode: '44' });
    expect(places.locate(-17.8, 179.99)?.countryIsoCode).toBe('FJ');
  });

  it('answers a reverse lookup quickly once the cities are loaded', () => {
    places.locate(0, 0);
    const started = performance.now();
    for (let step = 0; step < 20; step++) places.locate(10 + step, 70 + step);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });

  it('searches the cities of one country, names that start with the words first, at most 20', () => {
    const found = places.places('IN', 'mum');
    expect(found[0]).toEqual({ city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', countryIsoCode: 'IN' });
    expect(found.every((place) => place.countryIsoCode === 'IN')).toBe(true);
    expect(places.places('IN', 'pur')).toHaveLength(maxPlaces);
    const pur = places.places('IN', 'pur').map((place) => place.city.toLowerCase());
    const firstContaining = pur.findIndex((city) => !city.startsWith('pur'));
    expect(pur.slice(firstContaining).every((city) => !city.startsWith('pur'))).toBe(true);
    expect(places.places('XX', 'a')).toEqual([]);
  });

  it('lists the countries with dial code and flag, by name', () => {
    const countries = places.countries();
    expect(countries.find((country) => country.isoCode === 'IN')).toEqual({
      isoCode: 'IN',
      name: 'India',
      dialCode: '91',
      flag: '🇮🇳',
    });
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.every((country) => /^\d{1,4}$/.test(country.dialCode))).toBe(true);
    expect(places.country('AE')).toMatchObject({ currency: 'AED', timeZone: 'Asia/Dubai' });
  });
});

describe('places routes (public)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/onboarding${url}` });

  it('answer without a session', async () => {
    expect((await get('/locate?latitude=19.076&longitude=72.8777')).json<LocatedPlace>().city).toBe('Mumbai');
    expect((await get('/places?country=in&q=Mumb')).json<Place[]>()[0]?.city).toBe('Mumbai');
    expect((await get('/countries')).json<OnboardingCountry[]>().some((country) => country.isoCode === 'AE')).toBe(
      true,
    );
    const challenge = await get('/captcha');
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
  });

  it('refuse a position off the globe and a country code that is none', async () => {
    expect((await get('/locate?latitude=91&longitude=0')).statusCode).toBe(400);
    expect((await get('/places?country=IND&q=a')).statusCode).toBe(400);
  });
});
