import { describe, expect, it } from 'vitest';
import { DomainError, errorCodes, isDomainError } from './domain-error.js';
import { messages } from './messages.js';

describe('DomainError (STYLE.md Errors: one type with a code, a message and an optional field)', () => {
  it('carries its code, message and field', () => {
    const error = new DomainError('conflict', messages.departmentNameTaken, { field: 'name' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('A department with this name already exists.');
    expect(error.field).toBe('name');
  });

  it('has no field unless given one, and keeps its cause', () => {
    const cause = new Error('driver');
    const error = new DomainError('internal', messages.somethingWentWrong, { cause });
    expect(error.field).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it('is told apart from other errors', () => {
    expect(isDomainError(new DomainError('not_found', messages.notFound))).toBe(true);
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
        'rate_limited',
        'unauthenticated',
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
