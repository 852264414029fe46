import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showPermissionError } from '../../ui';
import { ApiError } from '../api-client';
import { i18n } from '../i18n/i18n';
import { applyApiError, inputOf } from './apply-api-error';

vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../ui')>()),
  showError: vi.fn(),
  showPermissionError: vi.fn(),
}));

const formWith = (values: object) => ({ values, setFieldError: vi.fn() });
const values = { fullName: '', email: '', departmentIds: [1, 2], address: { city: '' } };

beforeEach(() => vi.mocked(showError).mockReset());
afterEach(() => i18n.changeLanguage('en'));

describe('applyApiError', () => {
  it('marks every field the server lists, by message key in the user language, never by the English text', async () => {
    await i18n.changeLanguage('fr');
    const form = formWith(values);
    applyApiError(
      form,
      new ApiError(400, 'bad_request', 'textMaxLength', {
        message: 'an English text the client must not show',
        params: { max: 80 },
        fields: [
          { field: 'fullName', messageKey: 'textMaxLength', message: 'x', params: { max: 80 } },
          { field: 'email', messageKey: 'invalidEmail', message: 'x' },
        ],
      }),
    );
    expect(form.setFieldError.mock.calls).toEqual([
      ['fullName', 'Doit comporter au plus 80 caractères.'],
      ['email', 'Veuillez saisir une adresse e-mail valide.'],
    ]);
    expect(showError).not.toHaveBeenCalled();
  });

  it('puts an issue of a list item on the list, once, and an issue of a nested object on its input', () => {
    const form = formWith(values);
    applyApiError(
      form,
      new ApiError(404, 'not_found', 'departmentsNotFound', {
        fields: [
          { field: 'departmentIds.0', messageKey: 'departmentsNotFound', message: 'x' },
          { field: 'departmentIds.1', messageKey: 'departmentsNotFound', message: 'x' },
          { field: 'address.city', messageKey: 'fieldEmpty', message: 'x' },
        ],
      }),
    );
    expect(form.setFieldError.mock.calls).toEqual([
      ['departmentIds', 'One of the departments was not found.'],
      ['address.city', 'This field should not be empty.'],
    ]);
  });

  it('shows what no input can show as a toast, beside the fields it marks', () => {
    const form = formWith(values);
    applyApiError(
      form,
      new ApiError(400, 'bad_request', 'fieldEmpty', {
        fields: [
          { field: 'fullName', messageKey: 'fieldEmpty', message: 'x' },
          { field: 'regionCode', messageKey: 'regionNotConfigured', message: 'x' },
        ],
      }),
    );
    expect(form.setFieldError).toHaveBeenCalledWith('fullName', 'This field should not be empty.');
    expect(showError).toHaveBeenCalledWith('No region is configured for this address.');
  });

  it('maps the API field names onto the form where they differ', () => {
    const form = formWith({ title: '' });
    applyApiError(
      form,
      new ApiError(409, 'conflict', 'departmentNameTaken', {
        fields: [{ field: 'name', messageKey: 'departmentNameTaken', message: 'x' }],
      }),
      (field) => (field === 'name' ? 'title' : field),
    );
    expect(form.setFieldError).toHaveBeenCalledWith('title', 'A department with this name already exists.');
  });

  it('shows an error about no field as a toast, and a refusal as a permission toast', () => {
    const form = formWith(values);
    applyApiError(form, new ApiError(409, 'stale', 'staleRecord'));
    expect(showError).toHaveBeenCalledWith(
      'Someone else changed this record while you were editing it. Reload it and make your change again.',
    );
    applyApiError(form, new ApiError(403, 'forbidden', 'adminOnly'));
    expect(showPermissionError).toHaveBeenCalledWith('Only an administrator of this lab can do this.');
    expect(form.setFieldError).not.toHaveBeenCalled();
  });
});

describe('inputOf', () => {
  it('finds the input a server path names, or none', () => {
    expect(inputOf(values, 'email')).toBe('email');
    expect(inputOf(values, 'departmentIds.3')).toBe('departmentIds');
    expect(inputOf(values, 'address.city')).toBe('address.city');
    expect(inputOf(values, 'address.street')).toBe('address');
    expect(inputOf(values, 'unknown')).toBeUndefined();
    expect(inputOf(values, '__proto__')).toBeUndefined();
  });
});
