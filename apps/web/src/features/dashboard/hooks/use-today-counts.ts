import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getTodayCounts } from '../api/dashboard-api';

/** The dashboard's query keys; nothing outside this file builds them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  today: () => [...dashboardKeys.all, 'today'] as const,
};

/** How often an open dashboard asks again, so that a screen left open all day stays current. */
const refreshEveryMs = 60_000;

export function useTodayCounts() {
  return useQuery({
    queryKey: dashboardKeys.today(),
    queryFn: ({ signal }) => getTodayCounts(signal),
    refetchInterval: refreshEveryMs,
  });
}

/** For the areas whose changes move a count (a new bill, a signed report). */
export const invalidateTodayCounts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
