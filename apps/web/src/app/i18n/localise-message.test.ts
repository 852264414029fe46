import type { MessageKey } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { localiseMessage, rememberServerText } from './localise-message';

describe('localiseMessage', () => {
  it('reads a message in the loaded texts, with its parameters', () => {
    expect(localiseMessage('tooManySigningDoctors', { count: 4 })).toBe('This report takes at most 4 signatures.');
  });

  // decision 0017: the messages' English is not on the first pages; the server's words stand in.
  it("shows the server's own words for a key whose text has not loaded", () => {
    const unloaded = 'keyOfANewerServer' as MessageKey;
    rememberServerText(unloaded, 'What the server said.');
    expect(localiseMessage(unloaded)).toBe('What the server said.');
  });
});
