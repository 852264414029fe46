import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { registrationMobileDigits } from './phone.js';

/**
 * Letters that are one letter with a stroke or a ligature rather than a letter and an accent,
 * so that Unicode decomposition leaves them as they are: each is searched as the plain Latin a
 * keyboard without it types ('Søren' by 'soren', 'Straße' by 'strasse').
 */
const latinLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Arabic letters written in more than one way: alef wasla as alef, alef maksura as yeh, teh
 * marbuta as heh (the usual folding of Arabic search engines). Alef with hamza above or below
 * and with madda decompose into alef and a mark, which is dropped with the vowel marks.
 */
const arabicLetters: Readonly<Record<string, string>> = { ٱ: 'ا', ى: 'ي', ة: 'ه' };

const foldedLetters: Readonly<Record<string, string>> = { ...latinLetters, ...arabicLetters };
const foldedLetter = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'gu');
/** The Arabic tatweel stretches a word on paper and is no letter of it. */
const tatweel = /\u0640/gu;

/**
 * Folding for patient search (spec 000 §7, issue 'Patients'): a name is found by any word,
 * in any order, without regard to case or accents. Latin accents and Arabic vowel marks are
 * dropped; Devanagari vowel signs are letters of the word and stay.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(?<![\u0900-\u097f])\p{M}+/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(tatweel, '')
    .replace(foldedLetter, (letter) => foldedLetters[letter] ?? letter);
}

/** Apostrophes and hyphens join the parts of one name: D'Souza, O’Brien, Jean-Pierre. */
const joiner = /['’‘ʼ\-‐]/u;
const notWordOrJoiner = /[^\p{L}\p{M}\p{N}'’‘ʼ\-‐]+/u;
const notWord = /[^\p{L}\p{M}\p{N}]+/u;
/** The Arabic definite article, written joined to the name it belongs to (الأنصاري, al-Ansari). */
const arabicArticle = 'ال';

/**
 * The distinct folded words of a name, in order. A name joined by an apostrophe or a hyphen
 * is a word both whole and by its parts, so that "D'Souza" is found by 'dsouza', "d'souza" and
 * 'souza' alike; an Arabic name with its article is a word with it and without it, so that
 * الأنصاري is found by انصاري too.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const token of foldForSearch(text).split(notWordOrJoiner)) {
    const parts = token.split(notWord).filter((part) => part.length > 0);
    if (parts.length > 1 && joiner.test(token)) words.push(parts.join(''));
    for (const part of parts) {
      words.push(part);
      if (part.startsWith(arabicArticle) && part.length > arabicArticle.length + 1) {
        words.push(part.slice(arabicArticle.length));
      }
    }
  }
  return [...new Set(words)];
}

/**
 * Digits as a phone keypad types them: Arabic-Indic, Eastern Arabic-Indic and Devanagari
 * digits become ASCII, so that a mobile typed on an Arabic or Hindi keyboard is found.
 */
export const asciiDigits = (value: string): string =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });

/** A mobile's digits reversed: a suffix of the number becomes a prefix of this. */
export const reversedDigits = (value: string): string => [...asciiDigits(value).replace(/\D/g, '')].reverse().join('');

/** spec issue 'Patients': a mobile is searched by its last digits once four are typed. */
export const minimumMobileSearchDigits = 4;

/** What a mobile typed into the search box may hold besides its digits. */
const phoneLike = /^\+?[\d\s().\-/]+$/u;

/**
 * The digits a search looks for at the end of the patients' mobiles (kept as national numbers,
 * without their dial code): the digits typed, from four on. A number typed with '+' and its
 * country ('+91 98765 43210') is searched by its national number only. Digits that may also be
 * a whole number with an international prefix ('0091 98765 43210'), with the lab's dial code
 * ('919876543210') or with a trunk zero ('09876543210') are searched both as typed, a suffix
 * like any other, and as that national number.
 */
export function mobileSearchSuffixes(query: string, labDialCode: string): string[] {
  const typed = asciiDigits(query).trim();
  if (!phoneLike.test(typed)) return [];
  const digits = typed.replace(/\D/g, '');
  const nationalOf = (international: string) =>
    parsePhoneNumberFromString(`+${international}`)?.nationalNumber ?? international;
  if (typed.startsWith('+')) return keepLongEnough([nationalOf(digits)]);
  const suffixes = [digits];
  const afterInternationalPrefix = digits.startsWith('00') ? digits.slice(2) : '';
  if (afterInternationalPrefix.length >= registrationMobileDigits.min + 1) {
    suffixes.push(nationalOf(afterInternationalPrefix));
  }
  const withoutDialCode = labDialCode !== '' && digits.startsWith(labDialCode) ? digits.slice(labDialCode.length) : '';
  const withoutTrunkZero = afterInternationalPrefix === '' ? digits.replace(/^0/, '') : '';
  for (const rest of [withoutDialCode, withoutTrunkZero]) {
    if (rest !== digits && rest.length >= registrationMobileDigits.min) suffixes.push(rest);
  }
  return keepLongEnough(suffixes);
}

const keepLongEnough = (suffixes: string[]) =>
  [...new Set(suffixes)].filter((suffix) => suffix.length >= minimumMobileSearchDigits);
