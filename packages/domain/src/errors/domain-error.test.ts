import { describe, expect, it } from 'vitest';
import { DomainError, errorCodes, isDomainError } from './domain-error.js';
import { messages } from './messages.js';

describe('DomainError (STYLE.md Errors: one type with a code, a message key and its fields)', () => {
  it('carries its code, message key, English text and field', () => {
    const error = new DomainError('conflict', 'departmentNameTaken', { field: 'name' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('conflict');
    expect(error.messageKey).toBe('departmentNameTaken');
    expect(error.message).toBe('A department with this name already exists.');
    expect(error.field).toBe('name');
    expect(error.fields).toEqual([{ field: 'name', messageKey: 'departmentNameTaken', params: undefined }]);
  });

  it('fills parameters into its English text and lists every invalid field', () => {
    const error = new DomainError('bad_request', 'textMaxLength', {
      params: { max: 80 },
      fields: [
        { field: 'name', messageKey: 'textMaxLength', params: { max: 80 } },
        { field: 'email', messageKey: 'invalidEmail' },
      ],
    });
    expect(error.message).toBe('Must be at most 80 characters.');
    expect(error.fields.map((issue) => issue.field)).toEqual(['name', 'email']);
  });

  it('has no field unless given one, and keeps its cause', () => {
    const cause = new Error('driver');
    const error = new DomainError('internal', 'somethingWentWrong', { cause });
    expect(error.field).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it('is told apart from other errors', () => {
    expect(isDomainError(new DomainError('not_found', 'notFound'))).toBe(true);
    expect(isDomainError(new Error('plain'))).toBe(false);
    expect(isDomainError({ code: 'not_found', message: 'look-alike' })).toBe(false);
    expect(isDomainError(undefined)).toBe(false);
  });

  it('knows every code the server maps to a status', () => {
    expect([...errorCodes].sort()).toEqual(
      [
        'bad_request',
        'conflict',
        'csrf_missing',
        'forbidden',
        'internal',
        'locked',
        'not_configured',
        'not_found',
        'payload_too_large',
        'rate_limited',
        'stale',
        'unauthenticated',
        'unprocessable',
      ].sort(),
    );
  });
});

describe('messages quoted by the spec, letter for letter', () => {
  it.each([
    // spec 000 §8 Settings and session
    ['sessionUpdateFailed', 'Unable to update your session. please try again!'],
    ['departmentSwitchFailed', 'Failed to switch department'],
    ['updatedSuccessfully', 'Updated successfully'],
    ['updateFailed', 'Failed to update'],
    ['labUserDetailsFailed', 'Unable to fetch Lab user Details.'],
    // spec 000 §8 global error boundary and fallback
    ['errorBoundary', 'Oops! Something went wrong. Please Reload the page.'],
    ['somethingWentWrong', 'Something went wrong'],
    // spec 000 §2, §5
    ['dataNotFound', 'Data Not Found'],
    ['invalidNumber', 'Please enter valid number.'],
    ['fieldEmpty', 'This field should not be empty.'],
    ['invalidRequest', 'Please Input Valid Information.'],
  ] as const)('%s is %j', (key, text) => {
    expect(messages[key]).toBe(text);
  });
});
