import { LocalesResponse } from '@lims/contract';
import { bundledLocales } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { isLocalesResponse } from './locale-cache';

describe('isLocalesResponse', () => {
  const answer = { labId: 7, version: 'v1', locales: bundledLocales };
  const { fr: _french, ...withoutFrench } = bundledLocales;
  const answers: Record<string, unknown> = {
    "a lab's answer": answer,
    'the answer before sign-in': { ...answer, labId: null },
    'a language missing': { ...answer, locales: withoutFrench },
    'a language too many': { ...answer, locales: { ...bundledLocales, de: bundledLocales.en } },
    'a text that is a number': { ...answer, locales: { ...bundledLocales, en: { app: { name: 3 } } } },
    'no version': { labId: 7, locales: bundledLocales },
    'a lab id that is not whole': { ...answer, labId: 1.5 },
    'nothing at all': null,
  };

  // It stands in for the contract's schema on the sign-in page and for the cache of an older
  // release, so it must judge as the schema does.
  it.each(Object.entries(answers))('judges %s as LocalesResponse does', (_name, value) => {
    expect(isLocalesResponse(value)).toBe(LocalesResponse.safeParse(value).success);
  });
});
