import bwipjs from 'bwip-js/node';

/** Code 128 carries printable ASCII: the sample ids and accession numbers of the labels. */
const printableAscii = /^[\x20-\x7e]+$/;

function assertCode128(value: string): void {
  if (!printableAscii.test(value)) {
    throw new Error(`A Code 128 barcode carries printable ASCII only, not ${JSON.stringify(value)}.`);
  }
}

export interface BarcodeImage {
  value: string;
  /** Pixels per module (the narrowest bar). */
  scale?: number;
  /** Bar height in millimetres. */
  heightMm?: number;
  /** Prints the value under the bars. */
  withText?: boolean;
}

const optionsOf = ({ value, scale = 2, heightMm = 10, withText = true }: BarcodeImage) => {
  assertCode128(value);
  return {
    bcid: 'code128',
    text: value,
    scale,
    height: heightMm,
    includetext: withText,
    textxalign: 'center',
  } as const;
};

/** A Code 128 barcode as a PNG image, for screens and PDFs. */
export const code128Png = async (image: BarcodeImage): Promise<Buffer> => bwipjs.toBuffer(optionsOf(image));

/** A Code 128 barcode as SVG markup, sharp at any print size. */
export const code128Svg = (image: BarcodeImage): string => bwipjs.toSVG(optionsOf(image));

export interface ZplLabel {
  /** What the barcode carries (a sample id). */
  value: string;
  /** Text lines under the barcode (patient name, test codes); UTF-8, so any script the printer's font has. */
  lines?: ReadonlyArray<string>;
  widthMm: number;
  heightMm: number;
  /** The printer's resolution: 8 dots per millimetre is 203 dpi, 12 is 300 dpi. */
  dotsPerMm?: 8 | 12 | 24;
}

const commandCharacters = new Set(['^', '~', '\\']);

/**
 * Field data goes through ZPL's hexadecimal escape (`^FH`), so that a `^` or `~` in a name can
 * never be read by the printer as a command.
 */
const fieldData = (text: string) => {
  const escaped = [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code < 0x20 || commandCharacters.has(character)
        ? `\\${code.toString(16).toUpperCase().padStart(2, '0')}`
        : character;
    })
    .join('');
  return `^FH\\^FD${escaped}^FS`;
};

/**
 * A label for a Zebra-compatible printer in ZPL II: a Code 128 barcode with its value printed
 * under it, then the text lines, all left-aligned inside a 2 mm margin.
 */
export function zplLabel({ value, lines = [], widthMm, heightMm, dotsPerMm = 8 }: ZplLabel): string {
  assertCode128(value);
  const dots = (mm: number) => Math.round(mm * dotsPerMm);
  const margin = dots(2);
  const barHeight = dots(Math.min(10, heightMm / 2));
  const textHeight = dots(3);
  const commands = [
    '^XA',
    '^CI28',
    `^PW${dots(widthMm)}`,
    `^LL${dots(heightMm)}`,
    `^FO${margin},${margin}^BY2^BCN,${barHeight},Y,N,N${fieldData(value)}`,
    ...lines.map(
      (line, index) =>
        `^FO${margin},${margin + barHeight + dots(4) + index * (textHeight + dots(1))}^A0N,${textHeight},${textHeight}${fieldData(line)}`,
    ),
    '^XZ',
  ];
  return `${commands.join('\n')}\n`;
}
