/** A letter of each script whose font the app ships (app/fonts.css), at the weights it ships. */
const scriptFonts = [
  { family: 'Noto Sans Devanagari', letter: 'अ' },
  { family: 'Noto Sans Arabic', letter: 'ا' },
] as const;
const weights = [400, 700] as const;

/**
 * Patient names come in Devanagari and Arabic on any page. On a machine with no system font
 * for a script, Chromium lays out the first text that needs a unicode-range font with a
 * fallback while that font loads, and may keep the fallback's empty boxes after it arrives (the
 * screen tour showed one such name in the patients list). Loading both fonts as soon as someone
 * signs in, before any list of names arrives, avoids it; the files are cached after the first.
 */
export function loadScriptFonts(): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  for (const { family, letter } of scriptFonts) {
    for (const weight of weights) {
      // A font that fails to load leaves the system's fallback, as without this call.
      document.fonts.load(`${weight} 1em "${family}"`, letter).catch(() => undefined);
    }
  }
}
