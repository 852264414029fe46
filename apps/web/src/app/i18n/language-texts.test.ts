import { bundledLocales, languageCodes } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { webAreas } from '../areas';
import { publicPageTexts } from '../signed-in-routes';
import { areasWithOwnEnglish, loadBundledTexts, textsOf } from './language-texts';

// The client loads the texts in parts (language-texts.ts); together they must be what the
// server serves and the locale tests check: the domain's bundled texts.
describe('the texts the client loads', () => {
  it('are, in English once every area has loaded its own, the bundled English', () => {
    // The test setup has loaded every area's English, as visiting every page would.
    expect(textsOf('en')).toEqual(bundledLocales.en);
  });

  it.each(languageCodes.filter((code) => code !== 'en'))('are the bundled texts in %s', async (code) => {
    expect(await loadBundledTexts(code)).toEqual(bundledLocales[code]);
  });

  it('leave to its pages only the English of a web area, or of one an area shows too, so that no text is left unloaded', () => {
    const areaNames: string[] = [
      ...webAreas.flatMap((area) => [area.name, ...(area.alsoTexts ?? [])]),
      ...publicPageTexts,
      // The messages' English loads on first need, wherever a message shows (localise-message.ts).
      'messages',
    ];
    expect(areasWithOwnEnglish.filter((folder) => !areaNames.includes(folder))).toEqual([]);
  });
});
