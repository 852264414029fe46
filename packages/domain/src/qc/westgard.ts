/**
 * The Westgard multirule for quality control (issue 15: '1-2s warning, 1-3s, 2-2s, R-4s, 4-1s,
 * 10x rejection, evaluated on each QC record against the control's target mean and SD'), as
 * Westgard, Barry, Hunt and Groth defined it (Clin Chem 1981;27:493-501). A control's results
 * are read as z-scores, how many SDs each lies from the target mean; a limit is exceeded only
 * beyond it, never on it. The rules look back along one control's results in time order, which
 * is how a Levey-Jennings chart of that control shows them.
 */
export const westgardRules = ['1-2s', '1-3s', '2-2s', 'R-4s', '4-1s', '10x'] as const;
export type WestgardRule = (typeof westgardRules)[number];

/** 1-2s only warns: the run is inspected with the others, and rejected only by one of them. */
export const warningRules: ReadonlySet<WestgardRule> = new Set(['1-2s']);

/** A control's target: its mean and standard deviation, in the result's unit. */
export interface QcTarget {
  mean: number;
  sd: number;
}

export type QcRunStatus = 'accepted' | 'warning' | 'rejected';

export interface WestgardVerdict {
  status: QcRunStatus;
  /** Every rule the result breaks, in the order of `westgardRules`. */
  violations: WestgardRule[];
}

/** How many SDs a result lies from the mean; a target without a positive SD cannot judge anything. */
export function zScoreOf(value: number, target: QcTarget): number {
  if (!(target.sd > 0) || !Number.isFinite(target.mean))
    throw new RangeError('A QC target needs a mean and a positive SD.');
  return (value - target.mean) / target.sd;
}

/** The last `count` scores all beyond `limit` on one side of the mean. */
const lastBeyond = (scores: readonly number[], count: number, limit: number): boolean => {
  if (scores.length < count) return false;
  const last = scores.slice(-count);
  return last.every((score) => score > limit) || last.every((score) => score < -limit);
};

/**
 * The verdict on the newest result of a control, `results` being its results oldest first and
 * ending with the newest. Each rule reads the newest result and the ones before it:
 * - 1-2s: it lies beyond 2 SD (a warning);
 * - 1-3s: it lies beyond 3 SD;
 * - 2-2s: it and the one before lie beyond 2 SD on the same side;
 * - R-4s: it and the one before lie beyond 2 SD on opposite sides (a range above 4 SD);
 * - 4-1s: it and the three before lie beyond 1 SD on the same side;
 * - 10x: it and the nine before lie on the same side of the mean.
 */
export function westgardVerdictOf(results: readonly number[], target: QcTarget): WestgardVerdict {
  if (results.length === 0) throw new RangeError('A verdict needs at least one result.');
  const scores = results.map((value) => zScoreOf(value, target));
  const newest = scores[scores.length - 1] as number;
  const previous = scores[scores.length - 2];
  const broken: Record<WestgardRule, boolean> = {
    '1-2s': Math.abs(newest) > 2,
    '1-3s': Math.abs(newest) > 3,
    '2-2s': lastBeyond(scores, 2, 2),
    'R-4s': previous !== undefined && ((newest > 2 && previous < -2) || (newest < -2 && previous > 2)),
    '4-1s': lastBeyond(scores, 4, 1),
    '10x': lastBeyond(scores, 10, 0),
  };
  const violations = westgardRules.filter((rule) => broken[rule]);
  const rejected = violations.some((rule) => !warningRules.has(rule));
  return { status: rejected ? 'rejected' : violations.length > 0 ? 'warning' : 'accepted', violations };
}

/** The verdict on each result of a control as it came, for the Levey-Jennings chart's marks. */
export const westgardSeriesOf = (results: readonly number[], target: QcTarget): WestgardVerdict[] =>
  results.map((_, index) => westgardVerdictOf(results.slice(0, index + 1), target));
