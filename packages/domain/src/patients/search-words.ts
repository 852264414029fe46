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
    .toLocaleLowerCase('en');
}

/** The distinct folded words of a name, in order. */
export function searchWords(text: string): string[] {
  const words = foldForSearch(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** A mobile's digits reversed: a suffix of the number becomes a prefix of this. */
export const reversedDigits = (value: string): string => [...value.replace(/\D/g, '')].reverse().join('');
