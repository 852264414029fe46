import { countries, dialCodeOf } from '@lims/domain';
import { useTranslation } from 'react-i18next';

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  value: string;
  /** The country's name in the user's language. */
  label: string;
  /** The English name the patient's address keeps. */
  name: string;
  dialCode: string;
}

/** Country names in `language` from the browser's own data; null where it has none. */
function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

// Built once per language and lab country: the form renders on every key typed.
const optionLists = new Map<string, CountryOption[]>();

function countryOptions(language: string, labIsoCode: string): CountryOption[] {
  const names = displayNames(language);
  const labCountry = labIsoCode.toUpperCase();
  const list = countries.some((country) => country.alpha2 === labCountry)
    ? countries
    : [...countries, { label: labCountry, alpha2: labCountry }];
  const collator = new Intl.Collator(language);
  return list
    .flatMap((country) => {
      const dialCode = dialCodeOf(country.alpha2);
      if (!dialCode) return [];
      const label = names?.of(country.alpha2) ?? country.label;
      return [{ value: country.alpha2, label, name: country.label, dialCode }];
    })
    .sort((first, second) => collator.compare(first.label, second.label));
}

/**
 * The countries of spec 000 §3's static list with their dial codes, named in the user's
 * language and sorted by that name. The lab's own country is always among them.
 */
export function useCountryOptions(labIsoCode: string): readonly CountryOption[] {
  const { i18n } = useTranslation();
  const key = `${i18n.language}:${labIsoCode}`;
  let options = optionLists.get(key);
  if (!options) {
    options = countryOptions(i18n.language, labIsoCode);
    optionLists.set(key, options);
  }
  return options;
}
