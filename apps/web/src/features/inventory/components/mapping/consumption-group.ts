import type { TFunction } from 'i18next';

/** spec 002 §3: 'Order 0 is labelled Default Group, others OR Condition' (numbered, as a test may have several). */
export const consumptionGroupLabel = (t: TFunction, order: number): string =>
  order === 0 ? t('inventoryMapping.group.default') : t('inventoryMapping.group.or', { number: order });

/** The highest OR Condition a mapping may take (the contract's bound). */
export const maxConsumptionOrder = 20;

/** The consumption orders a new or edited mapping may take: the groups in use and one new OR Condition. */
export function consumptionOrderChoices(t: TFunction, ordersInUse: readonly number[]) {
  const next = Math.min(Math.max(0, ...ordersInUse) + 1, maxConsumptionOrder);
  const orders = [...new Set([0, ...ordersInUse, next])].sort((first, second) => first - second);
  return orders.map((order) => ({ value: String(order), label: consumptionGroupLabel(t, order) }));
}
