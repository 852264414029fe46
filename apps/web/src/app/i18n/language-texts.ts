import type { LocalesResponse } from '@lims/contract';
import { type LocaleMessages, mergeAreaTexts } from '@lims/domain';
import type { BackendModule } from 'i18next';

// The product's texts, one file per area and language in packages/domain (0009-translations.md),
// load as they are needed (0017-delivery-and-speed.md):
// - the English of what any page may show (sign-in, the frame, messages, shared widgets and
//   platform texts) comes with the page, as the fallback of every other language; the documents'
//   texts are mostly the server's PDFs', so theirs comes with the pages that export one;
// - an area's English comes with its pages (signed-in-routes.tsx);
// - another language, all its files in one chunk (vite.config.ts), when it is chosen.
// Globs cannot name a package, hence the relative path; the files come as text because the
// domain imports them as JSON modules, with other import attributes.
// The messages' English loads like an area's, with the first error the API client reads or the
// first message a page shows (localise-message.ts): most pages show none, and the lab's texts
// (a JSON answer, not JavaScript) usually bring every language's first.
const commonEnglishFiles = import.meta.glob<string>('./{auth,frame,ui,files}/en.json', {
  base: '../../../../../packages/domain/src/i18n/locales',
  eager: true,
  query: '?raw',
  import: 'default',
});
const areaEnglishFiles = import.meta.glob<string>(['./*/en.json', '!./{auth,frame,ui,files}/en.json'], {
  base: '../../../../../packages/domain/src/i18n/locales',
  query: '?raw',
  import: 'default',
});
const otherFiles = import.meta.glob<string>(['./*/*.json', '!./*/en.json'], {
  base: '../../../../../packages/domain/src/i18n/locales',
  query: '?raw',
  import: 'default',
});

const parseAreas = (files: string[]) => mergeAreaTexts(files.map((text): object => JSON.parse(text)));

export const commonEnglish: LocaleMessages = parseAreas(Object.values(commonEnglishFiles));

const folderOfFile = (path: string) => path.split('/')[1] ?? '';
const languageOfFile = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The texts the product ships in `language`, every area's file of it. */
export async function loadBundledTexts(language: string): Promise<LocaleMessages> {
  const files = Object.entries(otherFiles).filter(([path]) => languageOfFile(path) === language);
  return parseAreas(await Promise.all(files.map(([, load]) => load())));
}

/** The areas whose English loads with their pages: every text folder but the common ones. */
export const areasWithOwnEnglish = Object.keys(areaEnglishFiles).map(folderOfFile);

const bundled: Record<string, LocaleMessages> = { en: commonEnglish };
let labTexts: Record<string, LocaleMessages> = {};
const areaEnglishLoads = new Map<string, Promise<void>>();

/** Adds `area`'s English to the bundled texts, once; resolves at once for an area without texts of its own. */
export function loadAreaEnglish(area: string): Promise<void> {
  const load = areaEnglishFiles[`./${area}/en.json`];
  if (!load) return Promise.resolve();
  let loading = areaEnglishLoads.get(area);
  if (!loading) {
    loading = load().then((text) => {
      bundled.en = mergeAreaTexts([bundled.en ?? {}, JSON.parse(text)]);
    });
    areaEnglishLoads.set(area, loading);
  }
  return loading;
}

function merge(base: LocaleMessages, override: LocaleMessages): LocaleMessages {
  const result: LocaleMessages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return result;
}

/**
 * What `language` reads: its bundled texts with the lab's laid over them. The lab's answer has
 * every text, so a language whose own files have not loaded still reads whole.
 */
export function textsOf(language: string): LocaleMessages {
  const base = bundled[language] ?? {};
  const lab = labTexts[language];
  return lab ? merge(base, lab) : base;
}

export function setLabTexts(locales: LocalesResponse['locales']): void {
  labTexts = locales;
}

/**
 * i18next asks for a language it has no texts of when it is chosen, and switches once they are
 * in; a language the lab's answer brought is not asked for.
 */
export const bundledTextsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    loadBundledTexts(language).then(
      (texts) => {
        bundled[language] = texts;
        callback(null, textsOf(language));
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
