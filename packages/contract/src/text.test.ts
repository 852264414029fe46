import { issueMessage } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { Text } from './text.js';

/** The message key and parameters the user reads for each failed rule, as the server sends them. */
const refusalsOf = (schema: ReturnType<typeof Text>, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error(`${JSON.stringify(input)} was accepted as ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issueMessage(issue, issue.input));
};

describe('Text: the one text type of the contract (ISSUE 5 "Bad input never reaches the database raw")', () => {
  const name = Text({ max: 20 });
  const note = Text({ max: 200, multiline: true });

  it('normalises to Unicode NFC, so the same name typed two ways is one name', () => {
    const decomposed = 'Jose\u0301'; // 'e' followed by a combining acute accent
    expect(decomposed).toHaveLength(5);
    expect(name.parse(decomposed)).toBe('José');
    expect(name.parse(decomposed)).toBe(name.parse('Jos\u00e9'));
    expect(name.parse('\u0928\u093f')).toBe('\u0928\u093f'); // Devanagari 'नि' is already NFC
  });

  it('trims spaces, tabs and newlines at both ends', () => {
    expect(name.parse('  Haematology \t\n')).toBe('Haematology');
    expect(note.parse('\n first line\nsecond line \n')).toBe('first line\nsecond line');
  });

  it("refuses an empty or blank text with 'This field should not be empty.' (spec 000 §5)", () => {
    expect(refusalsOf(name, '')).toEqual([{ messageKey: 'fieldEmpty' }]);
    expect(refusalsOf(name, ' \t ')).toEqual([{ messageKey: 'fieldEmpty' }]);
    expect(Text({ max: 20, min: 0 }).parse('  ')).toBe('');
  });

  it.each([
    ['NUL, which PostgreSQL refuses', 'Haem\u0000atology'],
    ['escape', 'Haem\u001b[31matology'],
    ['delete', 'Haem\u007fatology'],
    ['a C1 control', 'Haem\u0085atology'],
    ['the line separator U+2028', 'Haem\u2028atology'],
    ['the paragraph separator U+2029', 'Haem\u2029atology'],
    ['a carriage return', 'Haem\ratology'],
    ['a vertical tab', 'Haem\u000batology'],
  ])("refuses %s inside a text with 'textControlCharacters', multi-line or not", (_what, input) => {
    expect(refusalsOf(name, input)).toEqual([{ messageKey: 'textControlCharacters' }]);
    expect(refusalsOf(note, input)).toEqual([{ messageKey: 'textControlCharacters' }]);
  });

  it.each([
    ['a high surrogate alone', 'Haem\ud800atology'],
    ['a low surrogate alone', '\udfffHaem'],
    ['a pair in the wrong order', 'Haem\udc00\ud800'],
  ])('refuses %s, which the database would silently store as U+FFFD', (_what, input) => {
    expect(refusalsOf(name, input)).toEqual([{ messageKey: 'invalidRequest' }]);
  });

  it('accepts tab and newline inside a multi-line text only', () => {
    expect(note.parse('Fasting\t12 h\nNo water')).toBe('Fasting\t12 h\nNo water');
    expect(refusalsOf(name, 'Fasting\t12 h')).toEqual([{ messageKey: 'textControlCharacters' }]);
    expect(refusalsOf(name, 'Fasting\nNo water')).toEqual([{ messageKey: 'textControlCharacters' }]);
  });

  it('refuses a text over its maximum with the maximum as a parameter, counted after trimming', () => {
    expect(name.parse(`  ${'x'.repeat(20)}  `)).toHaveLength(20);
    expect(refusalsOf(name, 'x'.repeat(21))).toEqual([{ messageKey: 'textMaxLength', params: { max: 20 } }]);
  });

  it('refuses a text under a minimum above one with the minimum as a parameter', () => {
    expect(refusalsOf(Text({ max: 20, min: 3 }), 'ab')).toEqual([{ messageKey: 'textMinLength', params: { min: 3 } }]);
  });

  it('lists every rule a text breaks, not only the first', () => {
    expect(refusalsOf(name, `\u0000${'x'.repeat(20)}`)).toEqual([
      { messageKey: 'textMaxLength', params: { max: 20 } },
      { messageKey: 'textControlCharacters' },
    ]);
  });

  it.each([
    ['Arabic', 'مختبر الدم'],
    ['Hebrew', 'מעבדה'],
    ['Hindi', 'रक्त विज्ञान'],
    ['a right-to-left mark', '\u200fمختبر'],
    ['right-to-left embedding and isolate controls', '\u202bمختبر\u202c \u2067lab\u2069'],
    ['a zero-width space', 'Haem\u200batology'],
    ['zero-width joiner and non-joiner', 'मि\u200dत्र \u200cکتاب'],
    ['an emoji sequence', 'Lab 👩\u200d🔬'],
  ])('accepts %s as text, unchanged', (_what, input) => {
    expect(name.parse(input)).toBe(input.normalize('NFC'));
  });

  it('refuses what is not a string with the generic message', () => {
    for (const input of [7, null, undefined, true, ['a'], { name: 'a' }]) {
      const [refusal] = refusalsOf(name, input);
      expect(refusal?.messageKey).toMatch(/^(invalidRequest|fieldEmpty)$/);
    }
  });
});
