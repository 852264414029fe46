import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

const origin = 'https://lims.example';

describe('returnPathOf: back to the page that was asked for after sign-in (STYLE.md Screens)', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(returnPathOf('/settings/lab-users', origin)).toBe('/settings/lab-users');
    expect(returnPathOf('/patient-wise/12?tab=pending#top', origin)).toBe('/patient-wise/12?tab=pending#top');
  });

  it('goes to the dashboard when nothing was asked for', () => {
    expect(returnPathOf(undefined, origin)).toBe('/');
    expect(returnPathOf(42, origin)).toBe('/');
    expect(returnPathOf('', origin)).toBe('/');
  });

  it('never leaves the site', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'settings',
    ]) {
      expect(returnPathOf(from, origin), from).toBe('/');
    }
  });

  it('does not return to a sign-in page', () => {
    expect(returnPathOf('/login', origin)).toBe('/');
    expect(returnPathOf('/doctor/login?x=1', origin)).toBe('/');
  });
});
