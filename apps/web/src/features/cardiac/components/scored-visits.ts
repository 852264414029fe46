import type { ClinicalVisit } from '@lims/contract';

export type ScoredVisit = ClinicalVisit & { score: number };

const hasScore = (visit: ClinicalVisit): visit is ScoredVisit => visit.score !== null;

/** The newest visit that has a score, from a list newest first: a visit saved without one does not replace it. */
export const latestScoredVisit = (visits: readonly ClinicalVisit[]) => visits.find(hasScore);

/** The scored visits oldest first, as a chart reads them, from a list newest first. */
export const scoredOldestFirst = (visits: readonly ClinicalVisit[]) => visits.filter(hasScore).reverse();
