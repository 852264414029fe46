import { z } from 'zod';

// Control characters other than tab (U+0009) and newline (U+000A): PostgreSQL refuses NUL
// outright, and the others corrupt exports, labels and printed reports.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const singleLineControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const multiLineControl = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

// Half of a UTF-16 surrogate pair without its other half: no character at all. The database
// drivers silently store it as U+FFFD, so the text saved would not be the text sent.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  max: number;
  /** At least this many characters after trimming; 1 (not empty) by default, 0 allows ''. */
  min?: number;
  /** Allow tab and newline (notes, addresses); a single-line field refuses them. */
  multiline?: boolean;
}

/**
 * Every free text of the contract goes through this one type, so that no text reaches the
 * database raw: Unicode NFC, trimmed, no control characters or broken surrogate pairs, a
 * maximum length. Its messages are message keys (the client translates them); `min` 1 reads
 * as 'This field should not be empty.' (spec 000 §5).
 */
export const Text = ({ max, min = 1, multiline = false }: TextOptions) =>
  z
    .string()
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? 'fieldEmpty' : undefined)
        .max(max)
        .refine((value) => !(multiline ? multiLineControl : singleLineControl).test(value), 'textControlCharacters')
        .refine((value) => !loneSurrogate.test(value), 'invalidRequest'),
    );

/** A trimmed, non-empty single-line name. */
export const Name = (max: number) => Text({ max });
