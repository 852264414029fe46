export type LocaleMessages = { [key: string]: string | LocaleMessages };

/**
 * One language's dictionary from the texts of every area (`locales/<area>/<language>.json`).
 * Each area owns its top-level keys, so two areas defining the same one is a mistake.
 */
export function mergeAreaTexts(areas: Iterable<object>): LocaleMessages {
  const merged: LocaleMessages = {};
  for (const area of areas) {
    for (const [namespace, texts] of Object.entries(area)) {
      if (namespace in merged) throw new Error(`Two areas define the text namespace '${namespace}'.`);
      merged[namespace] = texts as LocaleMessages;
    }
  }
  return merged;
}
