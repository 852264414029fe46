import { createHash } from 'node:crypto';
import type { LocalesResponse } from '@lims/contract';
import { bundledLocales, type LanguageCode, type LocaleMessages, languageCodes } from '@lims/domain';
import type { ServiceDeps } from '../../services.js';
import { listOverrides } from './translations.queries.js';

/** Lays `value` at a dotted key, replacing what was there: overrides win over bundled texts. */
function setDotted(target: LocaleMessages, dottedKey: string, value: string): void {
  const parts = dottedKey.split('.');
  const last = parts.pop();
  if (!last) return;
  let node = target;
  for (const part of parts) {
    const next = node[part];
    if (typeof next !== 'object') node[part] = {};
    node = node[part] as LocaleMessages;
  }
  node[last] = value;
}

const bundledVersion = createHash('sha256').update(JSON.stringify(bundledLocales)).digest('hex').slice(0, 12);

/** spec 000 §1 and §7: translation locales per lab, bundled texts with the lab's overrides. */
export function createTranslationsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async locales(labId: number | undefined): Promise<LocalesResponse> {
      const locales = structuredClone(bundledLocales);
      const overrides = labId === undefined ? [] : await listOverrides(db, labId);
      const known = new Set<string>(languageCodes);
      for (const override of overrides) {
        if (known.has(override.language))
          setDotted(locales[override.language as LanguageCode], override.key, override.value);
      }
      const overrideStamp = overrides
        // The text itself is in the stamp: a changed text must change the version the client caches by.
        .map((override) =>
          JSON.stringify([override.language, override.key, override.value, override.updatedAt.getTime()]),
        )
        .sort()
        .join('|');
      const version =
        overrides.length === 0
          ? bundledVersion
          : `${bundledVersion}-${createHash('sha256').update(overrideStamp).digest('hex').slice(0, 12)}`;
      return { labId: labId ?? null, version, locales };
    },
  };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
