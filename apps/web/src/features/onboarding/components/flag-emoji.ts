let supported: boolean | undefined;

/**
 * Whether this browser draws a flag emoji as one picture. Windows, and systems without an emoji
 * font, draw the two regional letters apart (or as empty boxes): twice as wide. There the dial
 * code shows the country's ISO code instead, which is always legible.
 */
export function drawsFlagEmoji(): boolean {
  if (supported !== undefined) return supported;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) {
    supported = false;
    return supported;
  }
  context.font = '32px sans-serif';
  const flag = context.measureText('\u{1F1EE}\u{1F1F3}').width;
  const letter = context.measureText('\u{1F1EE}').width;
  supported = flag > 0 && flag < letter * 1.5;
  return supported;
}

/** The country's flag where the browser draws it, else its ISO code. */
export const flagOrCode = ({ flag, isoCode }: { flag: string; isoCode: string }) => (drawsFlagEmoji() ? flag : isoCode);
