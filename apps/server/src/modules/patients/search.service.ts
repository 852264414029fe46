import type { PatientSummary, SearchQuery, SearchResult } from '@lims/contract';
import { foldForSearch, minimumMobileSearchDigits, mobileSearchSuffixes, searchWords } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import type { BillsService } from '../billing/bills.service.js';
import type { SampleTrackingService } from '../samples/tracking.service.js';
import type { LabsService } from '../settings/labs.service.js';
import type { NamedPatientRow } from './patients.queries.js';
import { nationalIdOf, toPatientSummary } from './patients.service.js';
import type { RecordsAccess } from './records-access.js';
import { findByNationalIdentityNumbers, findNamedPatients, findPatientHits, type SearchHit } from './search.queries.js';

/**
 * The groups one query answers (spec 000 §2 'Patient search groups'). Bills and orders are asked
 * of the billing area's service, samples of the samples area's, with the same query, actor and
 * scope.
 */
type SearchGroup = keyof SearchResult;

/**
 * Which groups each variant of the original's patient search answers (spec 000 §7
 * user-details/patient-search with is_national_id_search, is_common_search and
 * is_multi_center_search). `multiCentre` widens nothing (decision 0021 'Search'): there are no
 * other centres' patients to reach yet, so for lab staff it is the default, and a
 * collection-centre user sees only their own organisation's patients whatever the variant.
 */
const groupsOf: Record<SearchQuery['variant'], readonly SearchGroup[]> = {
  default: ['patients'],
  multiCentre: ['patients'],
  nationalId: ['nationalId'],
  common: ['patients', 'samples', 'bills', 'orders', 'nationalId'],
};

/** Words a name search takes at most: each further word is one more look-up per candidate. */
const maximumNameWords = 8;

/** A name search looks for words with a letter; numbers in the query are ids and mobiles. */
const nameWordsOf = (query: string) =>
  searchWords(query)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, maximumNameWords)
    // The longest word leads: it is likely the one fewest patients share.
    .sort((a, b) => b.length - a.length);

/** Exact ids first, then by name (folded as searched), the newest first among equal names. */
const byRankThenName = (a: { rank: number; row: NamedPatientRow }, b: { rank: number; row: NamedPatientRow }) =>
  a.rank - b.rank ||
  compareText(foldForSearch(a.row.patient.fullName), foldForSearch(b.row.patient.fullName)) ||
  b.row.patient.id - a.row.patient.id;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The first `limit` patients of the hits: by how they were found (an id before a name), then in
 * the order of the terms that matched.
 */
function firstPatients(hits: SearchHit[], limit: number): Map<number, number> {
  const ordered = [...hits].sort(
    (a, b) => a.rank - b.rank || compareText(a.matched, b.matched) || b.patientId - a.patientId,
  );
  const rankOf = new Map<number, number>();
  for (const hit of ordered) {
    if (rankOf.size === limit) break;
    if (!rankOf.has(hit.patientId)) rankOf.set(hit.patientId, hit.rank);
  }
  return rankOf;
}

export function createSearchService({
  db,
  labs,
  access,
  bills,
  samples,
}: Pick<ServiceDeps, 'db'> & {
  labs: Pick<LabsService, 'getLab'>;
  access: Pick<RecordsAccess, 'organisationOf'>;
  bills: Pick<BillsService, 'searchGroups'>;
  samples: Pick<SampleTrackingService, 'searchGroup'>;
}) {
  /** The patients group: exact ids, then names (every word a prefix of a word of the name, any order) and mobiles. */
  async function patientsGroup(
    labId: number,
    organisationId: number | undefined,
    q: string,
    limit: number,
  ): Promise<PatientSummary[]> {
    const typedDigits = q.replace(/\D/g, '').length >= minimumMobileSearchDigits;
    // The lab's dial code only matters once enough digits are typed to look for a mobile.
    const mobileSuffixes = typedDigits ? mobileSearchSuffixes(q, (await labs.getLab(labId)).dialCode) : [];
    const hits = await findPatientHits(db, {
      labId,
      organisationId,
      exactId: q,
      nameWords: nameWordsOf(q),
      mobileSuffixes,
      // A patient may match by two words of their name, or by both their mobiles.
      limit: limit * 2,
    });
    const rankOf = firstPatients(hits, limit);
    const rows = await findNamedPatients(db, labId, [...rankOf.keys()]);
    return rows
      .map((row) => ({ rank: rankOf.get(row.patient.id) ?? 1, row }))
      .sort(byRankThenName)
      .map(({ row }) => toPatientSummary(row));
  }

  /** The National ID group: the patients whose national identity number is the query, as it is kept. */
  async function nationalIdGroup(labId: number, organisationId: number | undefined, q: string, limit: number) {
    const numbers = [...new Set([q, nationalIdOf(q)].filter((value): value is string => Boolean(value)))];
    const rows = await findByNationalIdentityNumbers(db, { labId, organisationId, numbers, limit });
    return rows.map(toPatientSummary);
  }

  return {
    /**
     * `GET /api/v1/search`: the one search box (spec 000 §2, §7). A collection-centre user finds
     * only their organisation's patients; nobody finds another lab's.
     */
    async search({ actor, query }: { actor: LabActor; query: SearchQuery }): Promise<SearchResult> {
      requirePermission(actor, 'patients.view');
      const organisationId = await access.organisationOf(actor);
      const groups = new Set(groupsOf[query.variant]);
      const { q, limit } = query;
      const patients = groups.has('patients') ? await patientsGroup(actor.labId, organisationId, q, limit) : [];
      const nationalId = groups.has('nationalId') ? await nationalIdGroup(actor.labId, organisationId, q, limit) : [];
      const billGroups =
        groups.has('bills') || groups.has('orders')
          ? await bills.searchGroups({ actor, q, limit, organisationId })
          : { bills: [], orders: [] };
      const sampleHits = groups.has('samples') ? await samples.searchGroup({ actor, q, limit, organisationId }) : [];
      return { patients, samples: sampleHits, ...billGroups, nationalId };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
