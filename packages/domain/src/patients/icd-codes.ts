import type { CommonCondition } from './common-conditions.js';
import { searchWords } from './search-words.js';

/**
 * An ICD-10 code: a letter and two digits (the category, E11), optionally a dot and the
 * subcategory (E11.9). The subcategory starts with a digit and may run to four characters with
 * letters after it, so that the US clinical modification's codes (S72.001A) fit too.
 */
const icd10Code = /^[A-Z]\d{2}(?:\.\d[0-9A-Z]{0,3})?$/;

/** A code as typed, as it is kept: trimmed and in upper case ('e11.9 ' is E11.9). */
export const normaliseIcdCode = (code: string): string => code.trim().toUpperCase();

export const isIcd10Code = (code: string): boolean => icd10Code.test(normaliseIcdCode(code));

/**
 * Whether a condition answers a search: the search is the start of its code ('E11', 'e11.'),
 * or each of its words starts a word of the name, in any order, without regard to case or
 * accents ('diab mell' finds 'Type 2 diabetes mellitus').
 */
export function conditionMatches(condition: CommonCondition, search: string): boolean {
  const query = search.trim();
  if (query === '') return true;
  if (condition.icdCode.startsWith(normaliseIcdCode(query))) return true;
  const wanted = searchWords(query);
  if (wanted.length === 0) return false;
  const words = searchWords(condition.name);
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}
