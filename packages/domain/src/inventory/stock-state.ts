/**
 * Where a department's stock stands (issue 15 'a low-stock and near-expiry view'): an item is
 * low when what is left is at or below its reorder level (an item with no reorder level is never
 * low, only out); a lot is expired after its expiry day and near expiry within the lab's number
 * of days before it, counted in the lab's calendar days.
 */
export type StockLevel = 'out' | 'low' | 'ok';
export type ExpiryState = 'expired' | 'nearExpiry' | 'ok';

export function stockLevelOf({ remaining, reorderLevel }: { remaining: number; reorderLevel: number }): StockLevel {
  if (remaining <= 0) return 'out';
  if (reorderLevel > 0 && remaining <= reorderLevel) return 'low';
  return 'ok';
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** `today` and `expiresOn` are 'YYYY-MM-DD' in the lab's time zone; a lot expiring today is still usable. */
export function expiryStateOf({
  expiresOn,
  today,
  nearExpiryDays,
}: {
  expiresOn: string | null;
  today: string;
  nearExpiryDays: number;
}): ExpiryState {
  if (expiresOn === null) return 'ok';
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= nearExpiryDays) return 'nearExpiry';
  return 'ok';
}

/** A purchase-unit quantity (boxes) in inventory units (tests): what a receipt adds. */
export const inventoryUnitsOf = (purchaseQuantity: number, unitsPerPurchase: number): number =>
  Math.round(purchaseQuantity * unitsPerPurchase * 1e6) / 1e6;
