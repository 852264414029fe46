/**
 * The Patient Trends frame's saved settings (spec 001 §2 'The frame ... has a side list and a
 * Save Settings button'): the series the lab hides, by their key (`trendSeriesKey`). Kept in the
 * lab's settings document under `trends`, read with the defaults filled in.
 */
export interface TrendsSettingsValues {
  hiddenKeys: string[];
}

export const defaultTrendsSettings: TrendsSettingsValues = { hiddenKeys: [] };

/** What a lab hides: the stored keys that are text, trimmed, each once, in the order saved. */
export function trendsSettingsOf(stored: Record<string, unknown> | undefined): TrendsSettingsValues {
  const keys = Array.isArray(stored?.hiddenKeys) ? stored.hiddenKeys : [];
  const texts = keys.filter((key): key is string => typeof key === 'string').map((key) => key.trim());
  return { hiddenKeys: [...new Set(texts.filter((key) => key !== ''))] };
}
