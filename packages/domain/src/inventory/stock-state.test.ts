import { describe, expect, it } from 'vitest';
import { expiryStateOf, inventoryUnitsOf, stockLevelOf } from './stock-state.js';

describe("stockLevelOf (issue 15 'a low-stock and near-expiry view')", () => {
  it('is out at nothing left, low at or below the reorder level, ok above it', () => {
    expect(stockLevelOf({ remaining: 0, reorderLevel: 10 })).toBe('out');
    expect(stockLevelOf({ remaining: 10, reorderLevel: 10 })).toBe('low');
    expect(stockLevelOf({ remaining: 10.5, reorderLevel: 10 })).toBe('ok');
  });
  it('never calls stock low when the item has no reorder level', () => {
    expect(stockLevelOf({ remaining: 1, reorderLevel: 0 })).toBe('ok');
  });
});

describe('expiryStateOf', () => {
  const today = '2026-03-10';
  it('keeps a lot usable on its expiry day and expired the day after', () => {
    expect(expiryStateOf({ expiresOn: '2026-03-10', today, nearExpiryDays: 0 })).toBe('nearExpiry');
    expect(expiryStateOf({ expiresOn: '2026-03-09', today, nearExpiryDays: 30 })).toBe('expired');
  });
  it('counts near expiry in calendar days, across a month end', () => {
    expect(expiryStateOf({ expiresOn: '2026-04-09', today, nearExpiryDays: 30 })).toBe('nearExpiry');
    expect(expiryStateOf({ expiresOn: '2026-04-10', today, nearExpiryDays: 30 })).toBe('ok');
  });
  it('never expires stock without an expiry day', () => {
    expect(expiryStateOf({ expiresOn: null, today, nearExpiryDays: 30 })).toBe('ok');
  });
});

describe('inventoryUnitsOf', () => {
  it('turns boxes into tests without binary remainders', () => {
    expect(inventoryUnitsOf(3, 100)).toBe(300);
    expect(inventoryUnitsOf(0.1, 3)).toBe(0.3);
  });
});
