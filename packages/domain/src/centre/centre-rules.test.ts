import { describe, expect, it } from 'vitest';
import {
  canHoldCentreRole,
  isBankAccountNumber,
  isKnownTimeZone,
  isPostalCode,
  isUpiId,
  isWebAddress,
  type RoleCandidateFacts,
} from './centre-rules.js';

const user = (facts: Partial<RoleCandidateFacts> = {}): RoleCandidateFacts => ({
  enabled: true,
  admin: false,
  financeManager: false,
  isCollectionCenter: 0,
  ...facts,
});

// spec 000 §6: "Candidates are users of the same lab who are enabled and not collection-centre users.
// Admin candidates need the admin flag, finance candidates need the finance manager flag, operations
// candidates can be any user."
describe('canHoldCentreRole (spec 000 §6 centre roles)', () => {
  it('lets any enabled lab user head operations', () => {
    expect(canHoldCentreRole('operationManager', user())).toBe(true);
  });

  it('asks the admin flag of an admin and the finance manager flag of a finance head', () => {
    expect(canHoldCentreRole('admin', user())).toBe(false);
    expect(canHoldCentreRole('admin', user({ admin: true }))).toBe(true);
    expect(canHoldCentreRole('financeManager', user({ admin: true }))).toBe(false);
    expect(canHoldCentreRole('financeManager', user({ financeManager: true }))).toBe(true);
  });

  it.each(['admin', 'operationManager', 'financeManager'] as const)(
    'never lets a disabled or collection-centre user hold %s',
    (role) => {
      const everyFlag = { admin: true, financeManager: true };
      expect(canHoldCentreRole(role, user({ ...everyFlag, enabled: false }))).toBe(false);
      expect(canHoldCentreRole(role, user({ ...everyFlag, isCollectionCenter: 4 }))).toBe(false);
    },
  );
});

// spec 000 §5: "A URL check requires http or https."
describe('isWebAddress (spec 000 §5 URL check)', () => {
  it.each(['https://lab.example.com', 'http://lab.example.com/about?x=1', 'HTTPS://Lab.Example.com'])(
    'accepts %s',
    (value) => expect(isWebAddress(value)).toBe(true),
  );
  it.each([
    'lab.example.com',
    'ftp://lab.example.com',
    'javascript:alert(1)',
    'https://',
    'https://lab',
    'https://a b.com',
  ])('refuses %s', (value) => expect(isWebAddress(value)).toBe(false));
});

// spec 000 §5: "a postal code is 5 digits"; the regions served (IN, UK, EU) have other forms too.
describe('isPostalCode', () => {
  it.each(['12345', '560001', 'SW1A 1AA', '1010', '75008', '00-950'])('accepts %s', (value) =>
    expect(isPostalCode(value)).toBe(true),
  );
  it.each(['', '123', '12345678901', '56 0001 -', '560@01', '  560001', '56--0001'])('refuses %j', (value) =>
    expect(isPostalCode(value)).toBe(false),
  );
});

describe('isKnownTimeZone', () => {
  it('accepts the zones of the runtime, by either IANA name of a renamed zone, and UTC', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Dubai', 'Europe/London', 'America/New_York', 'UTC']) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
  });
  it('refuses what is no zone', () => {
    for (const zone of ['Mars/Olympus', 'Asia', '', '+05:30']) expect(isKnownTimeZone(zone), zone).toBe(false);
  });
});

describe('bank details', () => {
  it('takes account numbers of 4 to 34 letters or digits (IBANs included)', () => {
    expect(isBankAccountNumber('50100123456789')).toBe(true);
    expect(isBankAccountNumber('GB82WEST12345698765432')).toBe(true);
    expect(isBankAccountNumber('123')).toBe(false);
    expect(isBankAccountNumber('5010-0123')).toBe(false);
    expect(isBankAccountNumber('1'.repeat(35))).toBe(false);
  });
  it('takes UPI ids as handle@bank', () => {
    expect(isUpiId('city.lab@okhdfc')).toBe(true);
    expect(isUpiId('lab@')).toBe(false);
    expect(isUpiId('@okhdfc')).toBe(false);
    expect(isUpiId('lab@ok hdfc')).toBe(false);
  });
});
