/** The samples area's query keys; nothing outside the area's hooks builds them. */
export const sampleKeys = {
  all: ['samples'] as const,
  lists: () => [...sampleKeys.all, 'list'] as const,
  list: (tab: SamplesTab) => [...sampleKeys.lists(), tab] as const,
  departments: () => [...sampleKeys.all, 'departments'] as const,
};

/** The page's two lists (spec 002 §7 getPendingSampleList and getRejectedSamples). */
export type SamplesTab = 'pending' | 'rejected';
