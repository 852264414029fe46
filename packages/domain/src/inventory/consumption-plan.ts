/**
 * What a report, a sample or a QC run takes from stock (issue 15 'Consumption'; spec 002 §9
 * 'Sample-wise order 0 Default Group', the mapping's consumption order: 0 'Default Group',
 * others 'OR Condition'). Every mapping of the default group is consumed; of each other group,
 * the first mapping whose whole quantity is in stock is, as a lab uses one reagent or its
 * alternative. Stock leaves first expiry first out, an expired lot never; what is missing is a
 * shortage to show, and stock never falls below zero.
 */
export const defaultConsumptionGroup = 0;

export interface ConsumptionMapping {
  inventoryId: number;
  brandId: number;
  /** In the item's inventory unit; above 0. */
  quantity: number;
  /** 0 the default group (all consumed), another number an OR group (one of them consumed). */
  group: number;
  enabled: boolean;
}

export interface StockLot {
  lotId: number;
  inventoryId: number;
  brandId: number;
  remaining: number;
  /** The lab's calendar day it expires, 'YYYY-MM-DD'; null for stock that does not expire. */
  expiresOn: string | null;
}

export interface StockDeduction {
  lotId: number;
  inventoryId: number;
  brandId: number;
  quantity: number;
}

export interface StockShortage {
  inventoryId: number;
  brandId: number;
  group: number;
  /** The quantity that was not in stock. */
  missing: number;
}

export interface ConsumptionPlan {
  deductions: StockDeduction[];
  shortages: StockShortage[];
}

/** Usable on `today`: expiring today is still usable, yesterday's is not. */
const usable = (lot: StockLot, today: string) =>
  lot.remaining > 0 && (lot.expiresOn === null || lot.expiresOn >= today);

/** First expiry first out; stock without an expiry last; then the older lot. */
const firstExpiryFirst = (left: StockLot, right: StockLot) =>
  (left.expiresOn ?? '9999-12-31').localeCompare(right.expiresOn ?? '9999-12-31') || left.lotId - right.lotId;

/** Quantities in decimals of the inventory unit add without binary remainders (0.1 + 0.2). */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

export function consumptionPlanOf({
  mappings,
  lots,
  today,
}: {
  mappings: ReadonlyArray<ConsumptionMapping>;
  lots: ReadonlyArray<StockLot>;
  today: string;
}): ConsumptionPlan {
  const remaining = new Map(lots.filter((lot) => usable(lot, today)).map((lot) => [lot.lotId, lot.remaining]));
  const lotsOf = (mapping: ConsumptionMapping) =>
    lots
      .filter(
        (lot) =>
          lot.inventoryId === mapping.inventoryId &&
          lot.brandId === mapping.brandId &&
          (remaining.get(lot.lotId) ?? 0) > 0,
      )
      .sort(firstExpiryFirst);
  const inStock = (mapping: ConsumptionMapping) =>
    rounded(lotsOf(mapping).reduce((sum, lot) => sum + (remaining.get(lot.lotId) ?? 0), 0));

  const plan: ConsumptionPlan = { deductions: [], shortages: [] };
  const consume = (mapping: ConsumptionMapping) => {
    let wanted = mapping.quantity;
    for (const lot of lotsOf(mapping)) {
      if (wanted <= 0) break;
      const taken = Math.min(wanted, remaining.get(lot.lotId) ?? 0);
      remaining.set(lot.lotId, rounded((remaining.get(lot.lotId) ?? 0) - taken));
      wanted = rounded(wanted - taken);
      plan.deductions.push({ lotId: lot.lotId, inventoryId: lot.inventoryId, brandId: lot.brandId, quantity: taken });
    }
    if (wanted > 0) {
      plan.shortages.push({
        inventoryId: mapping.inventoryId,
        brandId: mapping.brandId,
        group: mapping.group,
        missing: wanted,
      });
    }
  };

  const enabled = mappings.filter((mapping) => mapping.enabled && mapping.quantity > 0);
  for (const mapping of enabled.filter((candidate) => candidate.group === defaultConsumptionGroup)) consume(mapping);
  const groups = [...new Set(enabled.map((mapping) => mapping.group))].filter(
    (group) => group !== defaultConsumptionGroup,
  );
  for (const group of groups.sort((left, right) => left - right)) {
    const members = enabled.filter((mapping) => mapping.group === group);
    // The first alternative with all it needs; when none has, the first takes what there is.
    const chosen = members.find((mapping) => inStock(mapping) >= mapping.quantity) ?? members[0];
    if (chosen) consume(chosen);
  }
  return plan;
}
