import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocatedPlace, OnboardingCountry, Place } from '@lims/contract';

/**
 * The offline places of the account setup (spec 000 §2: the country picker, the City place
 * search, and the browser's position turned into a place by the nearest city), over the
 * `country-state-city` data. The files are read once, on first use, straight from the
 * package's JSON rather than through its API, which would keep 150,000 city objects alive: the
 * cities become a few typed arrays (about 3 MB) and the parsed JSON is left to the collector.
 */

interface CountryRecord {
  name: string;
  isoCode: string;
  flag: string;
  phonecode: string;
  currency: string;
  timezones?: Array<{ zoneName: string }> | null;
}
interface StateRecord {
  name: string;
  isoCode: string;
  countryCode: string;
}
type CityRecord = [name: string, countryCode: string, stateCode: string, latitude: string, longitude: string];

/** What a new lab takes from its country (spec 000 §2: "currency and time zone from the country"). */
export interface CountryFacts {
  isoCode: string;
  name: string;
  dialCode: string;
  flag: string;
  currency: string;
  /** The country's first time zone in the data; 'UTC' for the few without one. */
  timeZone: string;
}

interface Cities {
  names: string[];
  /** Lower-cased names, for the search. */
  searchNames: string[];
  countries: string[];
  states: string[];
  latitudes: Float32Array;
  longitudes: Float32Array;
  /** City indexes of each country, in the data's order. */
  byCountry: Map<string, number[]>;
}

const requireFromHere = createRequire(import.meta.url);
const asset = <T>(name: string): T =>
  JSON.parse(readFileSync(requireFromHere.resolve(`country-state-city/lib/assets/${name}.json`), 'utf8')) as T;

/** '+358-18' (Åland) and '+1-809 and 1-829' (Dominican Republic) dial as 358 and 1. */
const dialCodeOf = (phonecode: string) => /\d+/.exec(phonecode)?.[0] ?? '';

export const maxPlaces = 20;

function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

const countryData = lazy(() => {
  const byCode = new Map<string, CountryFacts>();
  for (const country of asset<CountryRecord[]>('country')) {
    byCode.set(country.isoCode, {
      isoCode: country.isoCode,
      name: country.name,
      dialCode: dialCodeOf(country.phonecode),
      flag: country.flag,
      currency: country.currency,
      timeZone: country.timezones?.[0]?.zoneName ?? 'UTC',
    });
  }
  return byCode;
});

const stateNames = lazy(() => {
  const byKey = new Map<string, string>();
  for (const state of asset<StateRecord[]>('state')) byKey.set(`${state.countryCode}:${state.isoCode}`, state.name);
  return byKey;
});

const cityData = lazy((): Cities => {
  const records = asset<CityRecord[]>('city');
  const cities: Cities = {
    names: new Array(records.length),
    searchNames: new Array(records.length),
    countries: new Array(records.length),
    states: new Array(records.length),
    latitudes: new Float32Array(records.length),
    longitudes: new Float32Array(records.length),
    byCountry: new Map(),
  };
  records.forEach(([name, countryCode, stateCode, latitude, longitude], index) => {
    cities.names[index] = name;
    cities.searchNames[index] = name.toLocaleLowerCase();
    cities.countries[index] = countryCode;
    cities.states[index] = stateCode;
    cities.latitudes[index] = Number(latitude);
    cities.longitudes[index] = Number(longitude);
    const ofCountry = cities.byCountry.get(countryCode);
    if (ofCountry) ofCountry.push(index);
    else cities.byCountry.set(countryCode, [index]);
  });
  return cities;
});

const placeAt = (cities: Cities, index: number): Place => {
  const countryIsoCode = cities.countries[index] as string;
  const stateCode = cities.states[index] as string;
  return {
    city: cities.names[index] as string,
    state: stateNames().get(`${countryIsoCode}:${stateCode}`) ?? null,
    stateCode,
    countryIsoCode,
  };
};

const radians = Math.PI / 180;

export function createPlacesService() {
  return {
    /** Every country of the picker, by name (spec 000 §3 "Country list: ISO2 code, name and dial code"). */
    countries(): OnboardingCountry[] {
      return [...countryData().values()]
        .map(({ isoCode, name, dialCode, flag }) => ({ isoCode, name, dialCode, flag }))
        .sort((left, right) => left.name.localeCompare(right.name));
    },

    country(isoCode: string): CountryFacts | undefined {
      return countryData().get(isoCode.toUpperCase());
    },

    /**
     * The cities of one country whose name holds `query`: names that start with it first, then
     * the others, each group by name; at most 20. An empty query lists the country's first 20.
     */
    places(countryIsoCode: string, query: string): Place[] {
      const cities = cityData();
      const indexes = cities.byCountry.get(countryIsoCode.toUpperCase()) ?? [];
      const words = query.trim().toLocaleLowerCase();
      const starting: number[] = [];
      const containing: number[] = [];
      for (const index of indexes) {
        const name = cities.searchNames[index] as string;
        if (name.startsWith(words)) starting.push(index);
        else if (words && name.includes(words)) containing.push(index);
      }
      const byName = (left: number, right: number) =>
        (cities.names[left] as string).localeCompare(cities.names[right] as string);
      return [...starting.sort(byName), ...containing.sort(byName)]
        .slice(0, maxPlaces)
        .map((index) => placeAt(cities, index));
    },

    /**
     * The city nearest to a position, anywhere (spec 000 §2: "an offline reverse lookup, nearest
     * city in the country-state-city data"). Compared by the equirectangular distance, which
     * orders nearby cities as the great-circle one does; one pass over the typed arrays.
     */
    locate(latitude: number, longitude: number): LocatedPlace | undefined {
      const cities = cityData();
      const cosine = Math.cos(latitude * radians);
      let nearest = -1;
      let best = Number.POSITIVE_INFINITY;
      for (let index = 0; index < cities.latitudes.length; index++) {
        const northing = (cities.latitudes[index] as number) - latitude;
        let easting = Math.abs((cities.longitudes[index] as number) - longitude);
        if (easting > 180) easting = 360 - easting;
        easting *= cosine;
        const distance = northing * northing + easting * easting;
        if (distance < best) {
          best = distance;
          nearest = index;
        }
      }
      if (nearest < 0) return undefined;
      const place = placeAt(cities, nearest);
      const country = countryData().get(place.countryIsoCode);
      return {
        countryIsoCode: place.countryIsoCode,
        countryName: country?.name ?? place.countryIsoCode,
        dialCode: country?.dialCode ?? '',
        city: place.city,
        state: place.state,
      };
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
