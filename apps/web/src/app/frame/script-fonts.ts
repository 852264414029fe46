/** A letter of each script whose font the app ships (app/fonts.css), at the weights it ships. */
const scriptFonts = [
  { family: 'Noto Sans Devanagari', letter: 'अ' },
  { family: 'Noto Sans Arabic', letter: 'ا' },
] as const;
const weights = [400, 700] as const;
const reshapeAgainAfterMilliseconds = 500;

/**
 * Patient names come in Devanagari and Arabic on any page. On a machine with no system font
 * for a script, Chromium lays out the first text that needs a unicode-range font with a
 * fallback while that font loads, and may keep the fallback's empty boxes after it arrives (the
 * screen tour showed one such name in the patients list). So the frame loads both fonts as soon
 * as someone signs in, and each time fonts finish loading it flips a font property of the page
 * (`data-script-fonts`, app/fonts.css), which makes the browser shape every text again; once
 * more a moment later, for text laid out while the last load was being taken in.
 */
let started = false;
export function loadScriptFonts(): void {
  // A second sign-in in the same page needs neither the fonts nor the listener again.
  if (started || typeof document === 'undefined' || !document.fonts) return;
  started = true;
  const root = document.documentElement;
  const reshape = () => {
    root.dataset.scriptFonts = root.dataset.scriptFonts === 'even' ? 'odd' : 'even';
  };
  const afterLoading = () => {
    reshape();
    window.setTimeout(reshape, reshapeAgainAfterMilliseconds);
  };
  document.fonts.addEventListener('loadingdone', afterLoading);
  for (const { family, letter } of scriptFonts) {
    for (const weight of weights) {
      // A font that fails to load leaves the system's fallback, as without this call.
      document.fonts.load(`${weight} 1em "${family}"`, letter).catch(() => undefined);
    }
  }
}
