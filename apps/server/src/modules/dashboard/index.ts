import { defineArea } from '../../platform/areas/area.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService, type DashboardService } from './dashboard.service.js';
import { todayCountProvidersOf } from './today-counts.js';

export type { ContributesTodayCounts, TodayCountProvider, TodayWindow } from './today-counts.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    dashboard: DashboardService;
  }
}

/** The lab's day at a glance: counts that the areas owning them contribute through their services. */
export const dashboardArea = defineArea({
  name: 'dashboard',
  services: {
    dashboard: (deps) =>
      createDashboardService({
        labs: deps.services.labs,
        providers: () => todayCountProvidersOf(deps.services),
        now: deps.now,
      }),
  },
  routes: [dashboardRoutes],
});
