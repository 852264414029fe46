import { describe, expect, it } from 'vitest';
import { type ConsumptionMapping, consumptionPlanOf, type StockLot } from './consumption-plan.js';

const today = '2026-11-24';
const mapping = (changes: Partial<ConsumptionMapping>): ConsumptionMapping => ({
  inventoryId: 1,
  brandId: 10,
  quantity: 1,
  group: 0,
  enabled: true,
  ...changes,
});
const lot = (changes: Partial<StockLot>): StockLot => ({
  lotId: 100,
  inventoryId: 1,
  brandId: 10,
  remaining: 50,
  expiresOn: '2027-01-31',
  ...changes,
});

describe("issue 15 consumption: the default group and 'OR Condition' groups (spec 002 §9 'Sample-wise order 0 Default Group')", () => {
  it('consumes every enabled mapping of the default group, and no disabled one', () => {
    const plan = consumptionPlanOf({
      mappings: [
        mapping({ quantity: 2 }),
        mapping({ inventoryId: 2, brandId: 20 }),
        mapping({ inventoryId: 3, enabled: false }),
      ],
      lots: [lot({}), lot({ lotId: 200, inventoryId: 2, brandId: 20 }), lot({ lotId: 300, inventoryId: 3 })],
      today,
    });
    expect(plan.deductions).toEqual([
      { lotId: 100, inventoryId: 1, brandId: 10, quantity: 2 },
      { lotId: 200, inventoryId: 2, brandId: 20, quantity: 1 },
    ]);
    expect(plan.shortages).toEqual([]);
  });

  it('consumes one alternative of an OR group: the first with its whole quantity in stock', () => {
    const alternatives = [
      mapping({ inventoryId: 5, brandId: 50, group: 1, quantity: 3 }),
      mapping({ inventoryId: 6, brandId: 60, group: 1, quantity: 3 }),
    ];
    const plan = consumptionPlanOf({
      mappings: alternatives,
      lots: [
        lot({ lotId: 500, inventoryId: 5, brandId: 50, remaining: 2 }),
        lot({ lotId: 600, inventoryId: 6, brandId: 60 }),
      ],
      today,
    });
    expect(plan.deductions).toEqual([{ lotId: 600, inventoryId: 6, brandId: 60, quantity: 3 }]);
    expect(plan.shortages).toEqual([]);
  });

  it('takes what there is of the first alternative when none has enough, and names the shortage', () => {
    const plan = consumptionPlanOf({
      mappings: [mapping({ group: 2, quantity: 5 }), mapping({ inventoryId: 2, brandId: 20, group: 2, quantity: 5 })],
      lots: [lot({ remaining: 2 })],
      today,
    });
    expect(plan.deductions).toEqual([{ lotId: 100, inventoryId: 1, brandId: 10, quantity: 2 }]);
    expect(plan.shortages).toEqual([{ inventoryId: 1, brandId: 10, group: 2, missing: 3 }]);
  });
});

describe('issue 15 consumption: lots first expiry first out, never expired, never below zero', () => {
  it('takes the lot expiring first, then the next, and stock without expiry last', () => {
    const plan = consumptionPlanOf({
      mappings: [mapping({ quantity: 7 })],
      lots: [
        lot({ lotId: 1, expiresOn: null, remaining: 10 }),
        lot({ lotId: 2, expiresOn: '2027-03-01', remaining: 4 }),
        lot({ lotId: 3, expiresOn: '2026-12-15', remaining: 2 }),
      ],
      today,
    });
    expect(plan.deductions.map((deduction) => [deduction.lotId, deduction.quantity])).toEqual([
      [3, 2],
      [2, 4],
      [1, 1],
    ]);
  });

  it('uses a lot on its expiry day and never after it', () => {
    const plan = consumptionPlanOf({
      mappings: [mapping({ quantity: 3 })],
      lots: [
        lot({ lotId: 1, expiresOn: '2026-11-23', remaining: 10 }),
        lot({ lotId: 2, expiresOn: today, remaining: 1 }),
      ],
      today,
    });
    expect(plan.deductions).toEqual([{ lotId: 2, inventoryId: 1, brandId: 10, quantity: 1 }]);
    expect(plan.shortages).toEqual([{ inventoryId: 1, brandId: 10, group: 0, missing: 2 }]);
  });

  it('adds decimal quantities exactly and shares one lot between mappings of the same item', () => {
    const plan = consumptionPlanOf({
      mappings: [mapping({ quantity: 0.1 }), mapping({ quantity: 0.2 })],
      lots: [lot({ remaining: 0.3 })],
      today,
    });
    expect(plan.deductions.map((deduction) => deduction.quantity)).toEqual([0.1, 0.2]);
    expect(plan.shortages).toEqual([]);
  });
});
