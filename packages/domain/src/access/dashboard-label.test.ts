import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DashboardFlags, type DashboardLabel, dashboardLabel, dashboardLabels } from './dashboard-label.js';

const flags = (overrides: Partial<DashboardFlags> = {}): DashboardFlags => ({
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  ...overrides,
});

const arbitraryFlags = fc.record({
  admin: fc.boolean(),
  financeManager: fc.boolean(),
  sampleAccess: fc.boolean(),
  labAccess: fc.boolean(),
});

// spec 000 §6 line 177: "Dashboard label from flags: admin gives 'Admin'; finance manager with
// sample access or lab gives 'Complete Operations'; finance manager alone gives 'Finance';
// sample access or lab alone gives 'Technician'; otherwise 'Receptionist'."
describe('dashboardLabel (spec 000 §6)', () => {
  it.each<[string, Partial<DashboardFlags>, DashboardLabel]>([
    ['admin alone gives Admin', { admin: true }, 'Admin'],
    [
      'admin wins over every other flag',
      { admin: true, financeManager: true, sampleAccess: true, labAccess: true },
      'Admin',
    ],
    ['admin wins over finance manager', { admin: true, financeManager: true }, 'Admin'],
    [
      'finance manager with sample access gives Complete Operations',
      { financeManager: true, sampleAccess: true },
      'Complete Operations',
    ],
    [
      'finance manager with lab access gives Complete Operations',
      { financeManager: true, labAccess: true },
      'Complete Operations',
    ],
    [
      'finance manager with sample and lab access gives Complete Operations',
      { financeManager: true, sampleAccess: true, labAccess: true },
      'Complete Operations',
    ],
    ['finance manager alone gives Finance', { financeManager: true }, 'Finance'],
    ['sample access alone gives Technician', { sampleAccess: true }, 'Technician'],
    ['lab access alone gives Technician', { labAccess: true }, 'Technician'],
    ['sample and lab access give Technician', { sampleAccess: true, labAccess: true }, 'Technician'],
    ['no flag gives Receptionist', {}, 'Receptionist'],
  ])('%s', (_name, overrides, expected) => {
    expect(dashboardLabel(flags(overrides))).toBe(expected);
  });

  it('gives one of the five labels the spec names, in its order', () => {
    expect(dashboardLabels).toEqual(['Admin', 'Complete Operations', 'Finance', 'Technician', 'Receptionist']);
  });

  it('property: an admin is always Admin, whatever the other flags', () => {
    fc.assert(
      fc.property(arbitraryFlags, (other) => {
        expect(dashboardLabel({ ...other, admin: true })).toBe('Admin');
      }),
    );
  });

  it('property: a non-admin is never Admin, and is Finance or Complete Operations exactly when a finance manager', () => {
    fc.assert(
      fc.property(arbitraryFlags, (other) => {
        const label = dashboardLabel({ ...other, admin: false });
        expect(label).not.toBe('Admin');
        expect(label === 'Finance' || label === 'Complete Operations').toBe(other.financeManager);
        const operations = other.sampleAccess || other.labAccess;
        expect(label === 'Complete Operations' || label === 'Technician').toBe(operations);
      }),
    );
  });
});
