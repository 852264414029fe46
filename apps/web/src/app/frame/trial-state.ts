const dayMs = 86_400_000;

export type TrialState = { kind: 'none' } | { kind: 'running'; daysLeft: number } | { kind: 'ended' };

/**
 * Where a lab's trial stands (spec 000 §1: 15 days; issue 8: after it the lab reads only). A
 * part of a day counts as a day left, so the last day reads 1 rather than 0; the end itself is
 * the server's, which refuses writes from that moment.
 */
export function trialState(trialEndsAt: string | null, now: Date): TrialState {
  if (trialEndsAt === null) return { kind: 'none' };
  const left = new Date(trialEndsAt).getTime() - now.getTime();
  return left > 0 ? { kind: 'running', daysLeft: Math.ceil(left / dayMs) } : { kind: 'ended' };
}
