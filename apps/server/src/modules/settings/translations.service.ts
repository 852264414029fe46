import { createHash } from 'node:crypto';
import type { LocalesResponse } from '@lims/contract';
import { bundledLocales, flattenKeys, type LanguageCode, type LocaleMessages, languageCodes } from '@lims/domain';
import type { ServiceDeps } from '../../services.js';
import { listOverrides } from './translations.queries.js';

/** Lays `value` at a dotted key that the bundled texts already have as a text. */
function setDotted(target: LocaleMessages, dottedKey: string, value: string): void {
  const parts = dottedKey.split('.');
  const last = parts.pop();
  let node: LocaleMessages = target;
  for (const part of parts) node = node[part] as LocaleMessages;
  if (last) node[last] = value;
}

/**
 * An override may only replace a text the product ships: a key naming a group, or one the
 * product does not have, would give one language a different shape from the others.
 */
const overridableKeys = new Set(flattenKeys(bundledLocales.en));

const bundledVersion = createHash('sha256').update(JSON.stringify(bundledLocales)).digest('hex').slice(0, 12);

/** spec 000 §1 and §7: translation locales per lab, bundled texts with the lab's overrides. */
export function createTranslationsService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async locales(labId: number | undefined): Promise<LocalesResponse> {
      const locales = structuredClone(bundledLocales);
      const known = new Set<string>(languageCodes);
      const overrides = (labId === undefined ? [] : await listOverrides(db, labId)).filter(
        (override) => known.has(override.language) && overridableKeys.has(override.key),
      );
      for (const override of overrides) {
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
