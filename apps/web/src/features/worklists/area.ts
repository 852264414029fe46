import { defineWebArea } from '../../app/areas/web-area';

/**
 * Work lists (spec 002 §2 'Work list menu' .. 'Other work list modals'; decision 0047): no pages
 * of their own. The WorkList split button, its dialogs and modals are shown by the waiting lists,
 * whose area loads these texts with its pages (reports area.ts `alsoTexts`).
 */
export const worklistsArea = defineWebArea({
  name: 'worklists',
  alsoTexts: ['worklist-modals'],
  routes: [],
});
