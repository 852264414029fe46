import { CreateDepartment, LoginRequest } from '@lims/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useIssueMessage } from './use-issue-message';
import { zodResolver } from './zod-resolver';

const message = renderHook(() => useIssueMessage()).result.current;

afterEach(() => i18n.changeLanguage('en'));

describe('schema messages in forms', () => {
  it('say an empty mandatory field is empty (spec 000 §5 "This field should not be empty.")', () => {
    const validate = zodResolver(LoginRequest, { message, toInput: (values: object) => ({ ...values, kind: 'lab' }) });
    expect(validate({ username: '  ', password: '' })).toEqual({
      username: 'This field should not be empty.',
      password: 'This field should not be empty.',
    });
  });

  it('give a length rule its limit, translated by the same key the server sends', async () => {
    const validate = zodResolver(CreateDepartment, { message });
    const tooLong = { name: 'x'.repeat(500) };
    const english = validate(tooLong).name;
    expect(english).toMatch(/^Must be at most \d+ characters\.$/);
    await i18n.changeLanguage('es');
    expect(validate(tooLong).name).toMatch(/^Debe tener como máximo \d+ caracteres\.$/);
  });
});
