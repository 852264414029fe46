import { describe, expect, it } from 'vitest';
import { issueMessage } from './issue-message.js';

describe('issueMessage: one mapping from a failed schema rule to a message key', () => {
  it('keeps a rule whose message is a message key', () => {
    expect(issueMessage({ code: 'custom', message: 'invalidNumber', input: '12' })).toEqual({
      messageKey: 'invalidNumber',
    });
  });

  it('says a blank mandatory field is empty, whatever its rule (spec 000 §5)', () => {
    expect(issueMessage({ code: 'too_small', origin: 'string', minimum: 3, input: '  ' })).toEqual({
      messageKey: 'fieldEmpty',
    });
    expect(issueMessage({ code: 'invalid_type', input: undefined })).toEqual({ messageKey: 'fieldEmpty' });
  });

  it('gives lengths as parameters', () => {
    expect(issueMessage({ code: 'too_small', origin: 'string', minimum: 3, input: 'ab' })).toEqual({
      messageKey: 'textMinLength',
      params: { min: 3 },
    });
    expect(issueMessage({ code: 'too_big', origin: 'string', maximum: 80, input: 'x'.repeat(81) })).toEqual({
      messageKey: 'textMaxLength',
      params: { max: 80 },
    });
  });

  it('names e-mail format and falls back to the generic text for anything else', () => {
    expect(issueMessage({ code: 'invalid_format', format: 'email', input: 'a@' })).toEqual({
      messageKey: 'invalidEmail',
    });
    expect(issueMessage({ code: 'invalid_format', format: 'regex', input: 'a' })).toEqual({
      messageKey: 'invalidRequest',
    });
    expect(issueMessage({ code: 'too_big', origin: 'array', maximum: 3, input: [1, 2, 3, 4] })).toEqual({
      messageKey: 'invalidRequest',
    });
    expect(issueMessage({ code: 'unrecognized_keys', message: 'English detail', input: {} })).toEqual({
      messageKey: 'invalidRequest',
    });
  });
});
