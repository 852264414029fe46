import { reversedDigits, searchWords } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patientSearchTerms } from '../../db/schema/index.js';

/** A name word is kept under `n:`, a mobile's reversed digits under `m:` (schema/patients.ts). */
export const nameTerm = (word: string) => `n:${word}`;
export const mobileTerm = (reversed: string) => `m:${reversed}`;

export interface SearchableFields {
  fullName: string;
  mobile: string | null;
  alternateMobile: string | null;
}

export const searchTermsOf = (patient: SearchableFields): string[] => {
  const terms = searchWords(patient.fullName).map(nameTerm);
  for (const mobile of [patient.mobile, patient.alternateMobile]) {
    if (mobile) terms.push(mobileTerm(reversedDigits(mobile)));
  }
  return [...new Set(terms)];
};

/** Writes a patient's search terms anew; call it in the transaction that writes the patient. */
export async function replaceSearchTerms(db: Executor, labId: number, patientId: number, patient: SearchableFields) {
  await db
    .delete(patientSearchTerms)
    .where(and(eq(patientSearchTerms.labId, labId), eq(patientSearchTerms.patientId, patientId)));
  const terms = searchTermsOf(patient);
  if (terms.length > 0) {
    await db.insert(patientSearchTerms).values(terms.map((term) => ({ labId, term, patientId })));
  }
}
