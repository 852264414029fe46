import { CreateDepartment, LoginRequest } from '@lims/contract';
import { describe, expect, it } from 'vitest';
import type { SchemaIssue } from '../schema';
import { zodResolver } from './zod-resolver';

const codeOf = (issue: SchemaIssue) => issue.code;

describe('zodResolver', () => {
  it('passes valid values', () => {
    const validate = zodResolver(CreateDepartment, { message: codeOf });
    expect(validate({ name: 'Haematology' })).toEqual({});
  });

  it('reports the first issue of each field', () => {
    const validate = zodResolver(LoginRequest, { message: codeOf });
    expect(validate({ username: '   ', password: '' })).toEqual({ username: 'too_small', password: 'too_small' });
  });

  it('maps schema paths and values onto form fields', () => {
    const validate = zodResolver(CreateDepartment, {
      message: (issue, { field, value }) => `${field}:${issue.code}:${String(value)}`,
      toInput: (values: { title: string }) => ({ name: values.title }),
      fieldOf: (path) => (path === 'name' ? 'title' : path),
    });
    expect(validate({ title: '' })).toEqual({ title: 'title:too_small:' });
  });
});
