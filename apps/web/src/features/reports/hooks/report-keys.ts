/**
 * The reports area's query keys; nothing outside the area's hooks builds them. Every list hangs
 * under `lists()` and the doctor's under `doctorLists()`, so a save, a sign or a realtime push
 * reads them all again with one invalidation.
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (query: ReportListKey) => [...reportKeys.lists(), query] as const,
  detail: (id: number) => [...reportKeys.all, 'detail', id] as const,
  doctorLists: () => [...reportKeys.all, 'doctor', 'list'] as const,
  doctorList: (query: ReportListKey) => [...reportKeys.doctorLists(), query] as const,
};

/** What tells one list from another: its view (test-wise, patient-wise), tab and filters. */
export type ReportListKey = Readonly<Record<string, string | number | boolean | undefined>>;
