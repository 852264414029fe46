import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';

/** A country of the address and mobile pickers, with its ISO 3166-1 codes. */
export interface Country {
  label: string;
  /** ISO 3166-1 alpha-2, the code libphonenumber-js and the lab's `isoCode` use. */
  alpha2: string;
  alpha3: string;
  /** ISO 3166-1 numeric, three digits with leading zeros. */
  numeric: string;
}

/**
 * spec 000 §3 'Static lists: ... about 100 countries (label, alpha2, alpha3, numeric)'. The list
 * is not shown, so it holds the most populous countries and every country of the product's
 * regions (spec 000 §9 'Regional hosts map to regions IN, US, UK, UAE, EU': India, the United
 * States, the United Kingdom, the United Arab Emirates and the 27 members of the European Union),
 * with the Gulf and South Asian neighbours a lab in those regions sees. Sorted by label.
 */
export const countries: readonly Country[] = [
  { label: 'Afghanistan', alpha2: 'AF', alpha3: 'AFG', numeric: '004' },
  { label: 'Algeria', alpha2: 'DZ', alpha3: 'DZA', numeric: '012' },
  { label: 'Angola', alpha2: 'AO', alpha3: 'AGO', numeric: '024' },
  { label: 'Argentina', alpha2: 'AR', alpha3: 'ARG', numeric: '032' },
  { label: 'Australia', alpha2: 'AU', alpha3: 'AUS', numeric: '036' },
  { label: 'Austria', alpha2: 'AT', alpha3: 'AUT', numeric: '040' },
  { label: 'Bahrain', alpha2: 'BH', alpha3: 'BHR', numeric: '048' },
  { label: 'Bangladesh', alpha2: 'BD', alpha3: 'BGD', numeric: '050' },
  { label: 'Belgium', alpha2: 'BE', alpha3: 'BEL', numeric: '056' },
  { label: 'Bhutan', alpha2: 'BT', alpha3: 'BTN', numeric: '064' },
  { label: 'Brazil', alpha2: 'BR', alpha3: 'BRA', numeric: '076' },
  { label: 'Bulgaria', alpha2: 'BG', alpha3: 'BGR', numeric: '100' },
  { label: 'Cambodia', alpha2: 'KH', alpha3: 'KHM', numeric: '116' },
  { label: 'Cameroon', alpha2: 'CM', alpha3: 'CMR', numeric: '120' },
  { label: 'Canada', alpha2: 'CA', alpha3: 'CAN', numeric: '124' },
  { label: 'Chile', alpha2: 'CL', alpha3: 'CHL', numeric: '152' },
  { label: 'China', alpha2: 'CN', alpha3: 'CHN', numeric: '156' },
  { label: 'Colombia', alpha2: 'CO', alpha3: 'COL', numeric: '170' },
  { label: 'Croatia', alpha2: 'HR', alpha3: 'HRV', numeric: '191' },
  { label: 'Cyprus', alpha2: 'CY', alpha3: 'CYP', numeric: '196' },
  { label: 'Czechia', alpha2: 'CZ', alpha3: 'CZE', numeric: '203' },
  { label: "Côte d'Ivoire", alpha2: 'CI', alpha3: 'CIV', numeric: '384' },
  { label: 'Democratic Republic of the Congo', alpha2: 'CD', alpha3: 'COD', numeric: '180' },
  { label: 'Denmark', alpha2: 'DK', alpha3: 'DNK', numeric: '208' },
  { label: 'Ecuador', alpha2: 'EC', alpha3: 'ECU', numeric: '218' },
  { label: 'Egypt', alpha2: 'EG', alpha3: 'EGY', numeric: '818' },
  { label: 'Estonia', alpha2: 'EE', alpha3: 'EST', numeric: '233' },
  { label: 'Ethiopia', alpha2: 'ET', alpha3: 'ETH', numeric: '231' },
  { label: 'Finland', alpha2: 'FI', alpha3: 'FIN', numeric: '246' },
  { label: 'France', alpha2: 'FR', alpha3: 'FRA', numeric: '250' },
  { label: 'Germany', alpha2: 'DE', alpha3: 'DEU', numeric: '276' },
  { label: 'Ghana', alpha2: 'GH', alpha3: 'GHA', numeric: '288' },
  { label: 'Greece', alpha2: 'GR', alpha3: 'GRC', numeric: '300' },
  { label: 'Guatemala', alpha2: 'GT', alpha3: 'GTM', numeric: '320' },
  { label: 'Hong Kong', alpha2: 'HK', alpha3: 'HKG', numeric: '344' },
  { label: 'Hungary', alpha2: 'HU', alpha3: 'HUN', numeric: '348' },
  { label: 'India', alpha2: 'IN', alpha3: 'IND', numeric: '356' },
  { label: 'Indonesia', alpha2: 'ID', alpha3: 'IDN', numeric: '360' },
  { label: 'Iran', alpha2: 'IR', alpha3: 'IRN', numeric: '364' },
  { label: 'Iraq', alpha2: 'IQ', alpha3: 'IRQ', numeric: '368' },
  { label: 'Ireland', alpha2: 'IE', alpha3: 'IRL', numeric: '372' },
  { label: 'Israel', alpha2: 'IL', alpha3: 'ISR', numeric: '376' },
  { label: 'Italy', alpha2: 'IT', alpha3: 'ITA', numeric: '380' },
  { label: 'Japan', alpha2: 'JP', alpha3: 'JPN', numeric: '392' },
  { label: 'Jordan', alpha2: 'JO', alpha3: 'JOR', numeric: '400' },
  { label: 'Kazakhstan', alpha2: 'KZ', alpha3: 'KAZ', numeric: '398' },
  { label: 'Kenya', alpha2: 'KE', alpha3: 'KEN', numeric: '404' },
  { label: 'Kuwait', alpha2: 'KW', alpha3: 'KWT', numeric: '414' },
  { label: 'Latvia', alpha2: 'LV', alpha3: 'LVA', numeric: '428' },
  { label: 'Lebanon', alpha2: 'LB', alpha3: 'LBN', numeric: '422' },
  { label: 'Lithuania', alpha2: 'LT', alpha3: 'LTU', numeric: '440' },
  { label: 'Luxembourg', alpha2: 'LU', alpha3: 'LUX', numeric: '442' },
  { label: 'Malaysia', alpha2: 'MY', alpha3: 'MYS', numeric: '458' },
  { label: 'Maldives', alpha2: 'MV', alpha3: 'MDV', numeric: '462' },
  { label: 'Malta', alpha2: 'MT', alpha3: 'MLT', numeric: '470' },
  { label: 'Mauritius', alpha2: 'MU', alpha3: 'MUS', numeric: '480' },
  { label: 'Mexico', alpha2: 'MX', alpha3: 'MEX', numeric: '484' },
  { label: 'Morocco', alpha2: 'MA', alpha3: 'MAR', numeric: '504' },
  { label: 'Mozambique', alpha2: 'MZ', alpha3: 'MOZ', numeric: '508' },
  { label: 'Myanmar', alpha2: 'MM', alpha3: 'MMR', numeric: '104' },
  { label: 'Nepal', alpha2: 'NP', alpha3: 'NPL', numeric: '524' },
  { label: 'Netherlands', alpha2: 'NL', alpha3: 'NLD', numeric: '528' },
  { label: 'New Zealand', alpha2: 'NZ', alpha3: 'NZL', numeric: '554' },
  { label: 'Nigeria', alpha2: 'NG', alpha3: 'NGA', numeric: '566' },
  { label: 'Norway', alpha2: 'NO', alpha3: 'NOR', numeric: '578' },
  { label: 'Oman', alpha2: 'OM', alpha3: 'OMN', numeric: '512' },
  { label: 'Pakistan', alpha2: 'PK', alpha3: 'PAK', numeric: '586' },
  { label: 'Peru', alpha2: 'PE', alpha3: 'PER', numeric: '604' },
  { label: 'Philippines', alpha2: 'PH', alpha3: 'PHL', numeric: '608' },
  { label: 'Poland', alpha2: 'PL', alpha3: 'POL', numeric: '616' },
  { label: 'Portugal', alpha2: 'PT', alpha3: 'PRT', numeric: '620' },
  { label: 'Qatar', alpha2: 'QA', alpha3: 'QAT', numeric: '634' },
  { label: 'Romania', alpha2: 'RO', alpha3: 'ROU', numeric: '642' },
  { label: 'Russia', alpha2: 'RU', alpha3: 'RUS', numeric: '643' },
  { label: 'Saudi Arabia', alpha2: 'SA', alpha3: 'SAU', numeric: '682' },
  { label: 'Senegal', alpha2: 'SN', alpha3: 'SEN', numeric: '686' },
  { label: 'Singapore', alpha2: 'SG', alpha3: 'SGP', numeric: '702' },
  { label: 'Slovakia', alpha2: 'SK', alpha3: 'SVK', numeric: '703' },
  { label: 'Slovenia', alpha2: 'SI', alpha3: 'SVN', numeric: '705' },
  { label: 'South Africa', alpha2: 'ZA', alpha3: 'ZAF', numeric: '710' },
  { label: 'South Korea', alpha2: 'KR', alpha3: 'KOR', numeric: '410' },
  { label: 'Spain', alpha2: 'ES', alpha3: 'ESP', numeric: '724' },
  { label: 'Sri Lanka', alpha2: 'LK', alpha3: 'LKA', numeric: '144' },
  { label: 'Sudan', alpha2: 'SD', alpha3: 'SDN', numeric: '729' },
  { label: 'Sweden', alpha2: 'SE', alpha3: 'SWE', numeric: '752' },
  { label: 'Switzerland', alpha2: 'CH', alpha3: 'CHE', numeric: '756' },
  { label: 'Tanzania', alpha2: 'TZ', alpha3: 'TZA', numeric: '834' },
  { label: 'Thailand', alpha2: 'TH', alpha3: 'THA', numeric: '764' },
  { label: 'Tunisia', alpha2: 'TN', alpha3: 'TUN', numeric: '788' },
  { label: 'Türkiye', alpha2: 'TR', alpha3: 'TUR', numeric: '792' },
  { label: 'Uganda', alpha2: 'UG', alpha3: 'UGA', numeric: '800' },
  { label: 'Ukraine', alpha2: 'UA', alpha3: 'UKR', numeric: '804' },
  { label: 'United Arab Emirates', alpha2: 'AE', alpha3: 'ARE', numeric: '784' },
  { label: 'United Kingdom', alpha2: 'GB', alpha3: 'GBR', numeric: '826' },
  { label: 'United States', alpha2: 'US', alpha3: 'USA', numeric: '840' },
  { label: 'Uzbekistan', alpha2: 'UZ', alpha3: 'UZB', numeric: '860' },
  { label: 'Venezuela', alpha2: 'VE', alpha3: 'VEN', numeric: '862' },
  { label: 'Vietnam', alpha2: 'VN', alpha3: 'VNM', numeric: '704' },
  { label: 'Yemen', alpha2: 'YE', alpha3: 'YEM', numeric: '887' },
  { label: 'Zambia', alpha2: 'ZM', alpha3: 'ZMB', numeric: '894' },
  { label: 'Zimbabwe', alpha2: 'ZW', alpha3: 'ZWE', numeric: '716' },
];

/**
 * The dial code of a country without its plus ('91' for 'IN'), or null when libphonenumber-js
 * does not know the country (spec 000 §3 'Country list: ISO2 code, name and dial code').
 */
export function dialCodeOf(alpha2: string): string | null {
  const code = alpha2.toUpperCase();
  return isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : null;
}
