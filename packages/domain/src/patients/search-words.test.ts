import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  foldForSearch,
  minimumMobileSearchDigits,
  mobileSearchSuffixes,
  reversedDigits,
  searchWords,
} from './search-words.js';

// Issue 'Patients', search (decision 0021 'Search'): a name is found by any word, in any order,
// as a prefix, without regard to case or accents; a mobile by its last digits, typed with or
// without the lab's dial code. Spec 000 §2: "Patient search groups: Patients, Samples, Bills,
// Orders and National ID."
describe('searchWords: the words a name is found by', () => {
  it.each<[string, string[]]>([
    ['José Müller', ['jose', 'muller']],
    ['  ANNA   maría  ', ['anna', 'maria']],
    ['Søren Straße', ['soren', 'strasse']],
    ['Łukasz Æsir Œuvre', ['lukasz', 'aesir', 'oeuvre']],
    ["D'Souza", ['dsouza', 'd', 'souza']],
    ['O’Brien', ['obrien', 'o', 'brien']],
    ['Jean-Pierre Dupont', ['jeanpierre', 'jean', 'pierre', 'dupont']],
    ['Anna Anna', ['anna']],
    ['Dr. Ravi, (Kumar)', ['dr', 'ravi', 'kumar']],
  ])('%s', (name, words) => {
    expect(searchWords(name)).toEqual(words);
  });

  it('keeps Devanagari vowel signs and nukta: they are letters of the word', () => {
    expect(searchWords('राम कृष्ण शर्मा')).toEqual(['राम', 'कृष्ण', 'शर्मा']);
    expect(searchWords('ज़ैनब')).toEqual(['ज़ैनब'.normalize('NFC')]);
  });

  it('drops Arabic vowel marks, hamza seats and tatweel; folds alef maksura and teh marbuta', () => {
    expect(searchWords('مُحَمَّد')).toEqual(['محمد']);
    expect(searchWords('أحمد إبراهيم آمنة')).toEqual(['احمد', 'ابراهيم', 'امنه']);
    expect(searchWords('مصطفى فاطمة')).toEqual(['مصطفي', 'فاطمه']);
    expect(searchWords('محـــمد')).toEqual(['محمد']);
  });

  it('finds an Arabic name with its article by the name without it', () => {
    expect(searchWords('الأنصاري')).toEqual(['الانصاري', 'انصاري']);
    // Two letters after the article are a word, one letter is not worth a term of its own.
    expect(searchWords('الي')).toEqual(['الي']);
  });

  it('folds a query as it folds a name, so that a name is found by its own words in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,8}$/), { minLength: 1, maxLength: 4 }), (parts) => {
        const nameWords = new Set(searchWords(parts.join(' ')));
        for (const word of searchWords([...parts].reverse().join(' ').toUpperCase())) {
          expect([...nameWords].some((nameWord) => nameWord.startsWith(word))).toBe(true);
        }
      }),
    );
  });

  it('folds whatever it is given to text without combining marks outside Devanagari', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldForSearch(text)).not.toMatch(/(?<![\u0900-\u097f])\p{M}/u);
      }),
    );
  });
});

describe('mobile search', () => {
  it('reads Arabic-Indic, Eastern Arabic-Indic and Devanagari digits as ASCII digits', () => {
    expect(asciiDigits('٩٨٧٦٥ ۴۳۲۱۰ ९८७६५४३२१०')).toBe('98765 43210 9876543210');
    expect(reversedDigits('+91 98765 43210')).toBe('012345678919');
  });

  it.each<[string, string[]]>([
    ['9876543210', ['9876543210']],
    ['43210', ['43210']],
    ['3210', ['3210']],
    ['007919', ['007919']],
    ['919876543210', ['919876543210', '9876543210']],
    ['+91 98765 43210', ['9876543210']],
    ['0091 98765 43210', ['00919876543210', '9876543210']],
    ['09876543210', ['09876543210', '9876543210']],
    ['+971 50 123 4567', ['501234567']],
    ['(987) 654-3210', ['9876543210']],
    ['٩٨٧٦٥٤٣٢١٠', ['9876543210']],
  ])('%s in a lab whose dial code is 91: looks for mobiles ending in %j', (query, suffixes) => {
    expect(mobileSearchSuffixes(query, '91')).toEqual(suffixes);
  });

  it.each(['321', '+91 98', 'ram 1234', 'REF-12345', ''])('%j is no mobile search', (query) => {
    expect(mobileSearchSuffixes(query, '91')).toEqual([]);
  });

  it(`looks for at least ${minimumMobileSearchDigits} digits, every one of them typed`, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +()-]{0,16}$/), fc.stringMatching(/^[1-9][0-9]{0,2}$/), (query, dial) => {
        const typed = query.replace(/\D/g, '');
        for (const suffix of mobileSearchSuffixes(query, dial)) {
          expect(suffix.length).toBeGreaterThanOrEqual(minimumMobileSearchDigits);
          expect(typed.endsWith(suffix)).toBe(true);
        }
      }),
    );
  });
});
