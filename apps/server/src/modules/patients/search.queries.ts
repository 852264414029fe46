import { reversedDigits } from '@lims/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { doctors, organisations, patientSearchTerms, patients } from '../../db/schema/index.js';
import { mobileTerm, nameTerm } from './patient-search-terms.queries.js';
import type { NamedPatientRow } from './patients.queries.js';

/** A patient the search found: how (0 an exact id, 1 a name or mobile) and by which term. */
export interface SearchHit {
  patientId: number;
  rank: number;
  /** The search term that matched ('' for an id), to keep the terms' order across groups. */
  matched: string;
}

export interface PatientHitsQuery {
  labId: number;
  /** A collection centre's organisation: only its patients are found. */
  organisationId: number | undefined;
  /** The query as typed, looked for as a lab patient id and as a reference id. */
  exactId: string;
  /** Folded name words of the query, the longest first: it leads, the others must also match. */
  nameWords: string[];
  /** Digits looked for at the end of the mobiles. */
  mobileSuffixes: string[];
  /** How many terms each way of finding reads at most. */
  limit: number;
}

/** `%` and `_` of a word are the characters themselves in its LIKE pattern. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

const t = sql.identifier('t');
const term = sql`${t}.${sql.identifier(patientSearchTerms.term.name)}`;
const termLab = sql`${t}.${sql.identifier(patientSearchTerms.labId.name)}`;
const termPatient = sql`${t}.${sql.identifier(patientSearchTerms.patientId.name)}`;

/** The term `t` belongs to a patient of the organisation. */
const ofOrganisation = (organisationId: number) =>
  sql`exists (select 1 from ${patients} where ${patients.labId} = ${termLab} and ${patients.id} = ${termPatient}
    and ${patients.organisationId} = ${organisationId})`;

/** The patient of term `t` also has a name word beginning with `word`. */
const alsoNamed = (word: string) =>
  sql`exists (select 1 from ${patientSearchTerms} other where other.lab_id = ${termLab}
    and other.patient_id = ${termPatient} and other.term like ${prefixPattern(nameTerm(word))})`;

/** Patients whose lab patient id or reference id is the query. */
const idHits = ({ labId, organisationId, exactId }: PatientHitsQuery): SQL =>
  sql`select ${patients.id} as patient_id, 0 as rank, '' as matched from ${patients}
    where ${and(
      eq(patients.labId, labId),
      sql`(${patients.labPatientId} = ${exactId} or ${patients.referenceId} = ${exactId})`,
      organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
    )}`;

/**
 * Patients with a name word for every query word. The leading word's terms are read in the
 * index's order (`USING ~<~`, its text_pattern_ops order): word by word, alphabetically, so an
 * exact word comes before the longer ones it begins (within one word, in the order the terms
 * were written). The scan stops at the limit, however many patients share a common prefix; the
 * other words and a centre's organisation are looked up for each term read.
 */
const nameHits = ({ labId, organisationId, nameWords, limit }: PatientHitsQuery): SQL => {
  const [leading = '', ...others] = nameWords;
  const conditions = [
    ...others.map(alsoNamed),
    ...(organisationId === undefined ? [] : [ofOrganisation(organisationId)]),
  ];
  return sql`select ${termPatient} as patient_id, 1 as rank, ${term} as matched from ${patientSearchTerms} ${t}
    where ${termLab} = ${labId} and ${term} like ${prefixPattern(nameTerm(leading))}
    ${conditions.length === 0 ? sql`` : sql`and ${sql.join(conditions, sql` and `)}`}
    order by ${term} using ~<~ limit ${limit}`;
};

/** Patients with a mobile ending in the digits: a prefix of its reversed digits. */
const mobileHits = ({ labId, organisationId, limit }: PatientHitsQuery, suffix: string): SQL =>
  sql`select ${termPatient} as patient_id, 1 as rank, ${term} as matched from ${patientSearchTerms} ${t}
    where ${termLab} = ${labId} and ${term} like ${prefixPattern(mobileTerm(reversedDigits(suffix)))}
    ${organisationId === undefined ? sql`` : sql`and ${ofOrganisation(organisationId)}`}
    order by ${term} using ~<~ limit ${limit}`;

/**
 * The patients found by id, name and mobile in one statement: at most `limit` each way, in the
 * order of `rank` then the matched term. A patient may be found more than one way.
 */
export async function findPatientHits(db: Executor, query: PatientHitsQuery): Promise<SearchHit[]> {
  const ways = [
    idHits(query),
    ...(query.nameWords.length > 0 ? [nameHits(query)] : []),
    ...query.mobileSuffixes.map((suffix) => mobileHits(query, suffix)),
  ];
  const union = sql.join(
    ways.map((way) => sql`(${way})`),
    sql` union all `,
  );
  return db
    .select({
      patientId: sql<number>`hits.patient_id`.mapWith(Number),
      rank: sql<number>`hits.rank`.mapWith(Number),
      matched: sql<string>`hits.matched`,
    })
    .from(sql`(${union}) hits`);
}

/*
 * The names of a patient's organisation and referral doctor are joined, as the patients list
 * joins them (patients.queries.ts): they are only shown here.
 */
const named = () => ({ patient: patients, organisationName: organisations.name, referralDoctorName: doctors.fullName });
const selectNamed = (db: Executor) =>
  db
    .select(named())
    .from(patients)
    .leftJoin(
      organisations,
      and(eq(organisations.labId, patients.labId), eq(organisations.id, patients.organisationId)),
    )
    .leftJoin(doctors, and(eq(doctors.labId, patients.labId), eq(doctors.id, patients.referralDoctorId)));

/** These patients of the lab, with the names they are shown with. */
export const findNamedPatients = (db: Executor, labId: number, ids: number[]): Promise<NamedPatientRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : selectNamed(db).where(and(eq(patients.labId, labId), inArray(patients.id, ids)));

/** Patients whose national identity number is one of `numbers` (exact: the number is kept in one form). */
export const findByNationalIdentityNumbers = (
  db: Executor,
  {
    labId,
    organisationId,
    numbers,
    limit,
  }: { labId: number; organisationId: number | undefined; numbers: string[]; limit: number },
): Promise<NamedPatientRow[]> =>
  selectNamed(db)
    .where(
      and(
        eq(patients.labId, labId),
        inArray(patients.nationalIdentityNumber, numbers),
        organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
      ),
    )
    .orderBy(sql`lower(${patients.fullName}) collate "C"`, patients.id)
    .limit(limit);
