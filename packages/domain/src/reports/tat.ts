/**
 * Turnaround time (spec 001 §4 'TAT', spec 002 §4): 'Exceeded when now is past accessionDate
 * plus targetTat minutes. Never exceeded for redrawn reports or when no target is set. The
 * label shows the difference in d/h/m.'
 */
export interface TatInput {
  /** When the sample was accessioned; null while Pending Accession: the clock has not started. */
  accessionDate: Date | null;
  /** The test's target in minutes; 0 or null: no target. */
  targetTatMinutes: number | null;
  /** spec 002 §3 sampleRedrawFlag 1 (redrawn) or 2 (redone). */
  redrawn: boolean;
  now: Date;
}

export type TatState =
  | { kind: 'none' }
  | { kind: 'remaining'; minutes: number; label: string }
  | { kind: 'exceeded'; minutes: number; label: string };

const minuteMs = 60_000;

/** '1d 2h 5m', '3h 0m', '12m': whole minutes, days and hours only when there are some. */
export function tatDurationLabel(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}d ${hours}h ${rest}m`;
  if (hours > 0) return `${hours}h ${rest}m`;
  return `${rest}m`;
}

/** The due time of a report, or null when it has none (no target, not accessioned, redrawn). */
export function tatDueAt({ accessionDate, targetTatMinutes, redrawn }: Omit<TatInput, 'now'>): Date | null {
  if (redrawn || accessionDate === null || !targetTatMinutes || targetTatMinutes <= 0) return null;
  return new Date(accessionDate.getTime() + targetTatMinutes * minuteMs);
}

/** Exceeded strictly past the due time; at the due minute it is still remaining (0m). */
export function tatStateOf(input: TatInput): TatState {
  const due = tatDueAt(input);
  if (due === null) return { kind: 'none' };
  const difference = (input.now.getTime() - due.getTime()) / minuteMs;
  if (difference > 0) {
    const minutes = Math.floor(difference);
    return { kind: 'exceeded', minutes, label: tatDurationLabel(minutes) };
  }
  // From the due time back, not the negated difference: at the due minute that would be -0.
  const minutes = Math.floor((due.getTime() - input.now.getTime()) / minuteMs);
  return { kind: 'remaining', minutes, label: tatDurationLabel(minutes) };
}
