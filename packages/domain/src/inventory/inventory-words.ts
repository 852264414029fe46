/**
 * The words of the inventory area (issue 15; spec 002 §3 'Inventory'). The spec names an item's
 * inventoryType without its values: these are the kinds a diagnostic lab keeps in stock.
 */
export const inventoryTypes = ['reagent', 'consumable', 'control', 'calibrator', 'other'] as const;
export type InventoryType = (typeof inventoryTypes)[number];

/** What a mapping maps an item to (spec 002 §5 'Sample-wise', 'Test-wise', 'QC'). */
export const mappingTargets = ['test', 'sample', 'qc'] as const;
export type MappingTarget = (typeof mappingTargets)[number];

/** What a consumption is for: a saved report, a collected sample, a QC run; once each. */
export const consumptionSources = ['report', 'sample', 'qc'] as const;
export type ConsumptionSource = (typeof consumptionSources)[number];

/** received: stock in; consumed: by a consumption; issued: taken out by hand; adjusted: a count corrected; discarded: thrown away. */
export const stockMovementKinds = ['received', 'consumed', 'issued', 'adjusted', 'discarded'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/** The kinds a person records by hand (stock out); received and consumed come from their own actions. */
export const manualStockMovementKinds = [
  'issued',
  'adjusted',
  'discarded',
] as const satisfies readonly StockMovementKind[];
export type ManualStockMovementKind = (typeof manualStockMovementKinds)[number];

/** open: waiting for stock; received: stock came in against it; cancelled. */
export const departmentOrderStatuses = ['open', 'received', 'cancelled'] as const;
export type DepartmentOrderStatus = (typeof departmentOrderStatuses)[number];

/** spec 002 §3 'Order 0 is labelled Default Group, others OR Condition'. */
export const consumptionGroupLabelOf = (consumptionOrder: number): 'defaultGroup' | 'orCondition' =>
  consumptionOrder === 0 ? 'defaultGroup' : 'orCondition';
