import { type TodayCount, type TodayCountKey, type TodayCounts, todayCountKeys } from '@lims/contract';
import { calendarDateIn, datePresetRange } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import type { LabsService } from '../settings/labs.service.js';
import type { TodayCountProvider } from './today-counts.js';

export interface DashboardServiceDeps extends Pick<ServiceDeps, 'now'> {
  labs: LabsService;
  /** Read on first use, once every area's service exists (see today-counts.ts). */
  providers: () => ReadonlyMap<TodayCountKey, TodayCountProvider>;
}

export function createDashboardService({ labs, providers, now }: DashboardServiceDeps) {
  let known: ReadonlyMap<TodayCountKey, TodayCountProvider> | undefined;

  return {
    /** Today's counts of the actor's lab, in the lab's time zone; a count no area gives yet is marked unavailable. */
    async today({ actor }: { actor: LabActor }): Promise<TodayCounts> {
      requirePermission(actor, 'dashboard.labCounts');
      known ??= providers();
      const { timeZone } = await labs.getLab(actor.labId);
      const instant = now();
      const { from, to } = datePresetRange('today', instant, timeZone);
      const counts = await Promise.all(
        todayCountKeys.map(async (key): Promise<TodayCount> => {
          const provider = known?.get(key);
          if (!provider) return { key, available: false, value: null, href: null };
          return { key, available: true, value: await provider.count({ actor, from, to }), href: provider.href };
        }),
      );
      return { date: calendarDateIn(instant, timeZone), timeZone, counts };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
