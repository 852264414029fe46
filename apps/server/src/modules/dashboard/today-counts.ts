import type { TodayCountKey } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';

/** The lab's day a count is asked for: from its first to its last millisecond, in the lab's time zone. */
export interface TodayWindow {
  actor: LabActor;
  from: Date;
  to: Date;
}

/**
 * One count of the dashboard, given by the area that owns what it counts. The area's service
 * scopes it to `actor.labId` (and the actor's departments where its data has them).
 */
export interface TodayCountProvider {
  key: TodayCountKey;
  /** The web page that lists what is counted. */
  href: string;
  count(window: TodayWindow): Promise<number>;
}

/**
 * How an area contributes to the dashboard: its service carries `todayCounts`, e.g. billing's
 * `{ ..., todayCounts: [{ key: 'bills', href: '/bills', count: ({ actor, from, to }) => … }] }`.
 * No list names the providers: the dashboard reads them from the service registry.
 */
export interface ContributesTodayCounts {
  todayCounts: readonly TodayCountProvider[];
}

const contributesTodayCounts = (service: unknown): service is ContributesTodayCounts =>
  typeof service === 'object' &&
  service !== null &&
  Array.isArray((service as Partial<ContributesTodayCounts>).todayCounts);

/** Every count the services contribute, by key; two services counting the same thing is a wiring mistake. */
export function todayCountProvidersOf(services: object): ReadonlyMap<TodayCountKey, TodayCountProvider> {
  const byKey = new Map<TodayCountKey, TodayCountProvider>();
  for (const [name, service] of Object.entries(services)) {
    if (!contributesTodayCounts(service)) continue;
    for (const provider of service.todayCounts) {
      if (byKey.has(provider.key)) {
        throw new Error(`Two services count '${provider.key}' for the dashboard; the second is '${name}'.`);
      }
      byKey.set(provider.key, provider);
    }
  }
  return byKey;
}
