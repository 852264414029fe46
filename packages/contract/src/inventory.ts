import {
  bulkMappingStatuses,
  bulkRowProblems,
  departmentOrderStatuses,
  inventoryTypes,
  manualStockMovementKinds,
  mappingTargets,
  stockMovementKinds,
} from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { CalendarDate } from './patients.js';
import { Name, Text } from './text.js';

/**
 * Inventory (issue 15; spec 002 §3 'Inventory', §5 bulk mapping rules, §9 'Inventory (all under
 * inventory/)'). Every route is under `/api/v1/inventory` and needs the lab's
 * inventoryManagement on (409 `inventoryOff` otherwise). Quantities are decimals of the item's
 * inventory unit unless named otherwise; at most 6 decimals are kept.
 */
export const InventoryType = z.enum(inventoryTypes);
export type InventoryType = z.infer<typeof InventoryType>;
export const MappingTarget = z.enum(mappingTargets);
export type MappingTarget = z.infer<typeof MappingTarget>;

/** A quantity above 0 ('quantity greater than 0', spec 002 §5). */
export const PositiveQuantity = z.number().gt(0, 'inventoryQuantityPositive').max(1_000_000_000);
/** A level or setting that may be 0. */
const NonNegativeQuantity = z.number().min(0).max(1_000_000_000);

const Named = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Settings: GET/PUT /inventory/settings (get-inventory-stock-setting, change-stock-consumption-setting,
// change-department-for-sample-consumption, get-inventory-lab-settings)

export const InventorySettings = z
  .object({
    testWiseConsumption: z.boolean(),
    sampleWiseConsumption: z.boolean(),
    qcConsumption: z.boolean(),
    /** The department whose stock sample collection draws from; null: the sample's first test's department. */
    sampleDepartmentId: z.number().int().nullable(),
    nearExpiryDays: z.number().int(),
    version: Version,
  })
  .meta({ id: 'InventorySettings' });
export type InventorySettings = z.infer<typeof InventorySettings>;

export const UpdateInventorySettings = z.object({
  testWiseConsumption: z.boolean(),
  sampleWiseConsumption: z.boolean(),
  qcConsumption: z.boolean(),
  sampleDepartmentId: Id.nullable(),
  nearExpiryDays: z.number().int().min(0).max(365),
  version: Version,
});
export type UpdateInventorySettings = z.infer<typeof UpdateInventorySettings>;

// ---------------------------------------------------------------------------------------------
// Items and brands: /inventory/items, /inventory/items/{id}/brands, /inventory/brands/{id}

export const InventoryBrand = z
  .object({ id: z.number().int(), name: z.string(), enabled: z.boolean(), version: Version })
  .meta({ id: 'InventoryBrand' });
export type InventoryBrand = z.infer<typeof InventoryBrand>;

/** An item (spec 002 §3: inv_id, inv_name, inventoryType, material_code, purchaseUnit, inventoryUnit, category) with its brands and what the lab holds of it. */
export const InventoryItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    materialCode: z.string().nullable(),
    inventoryType: InventoryType,
    category: z.string().nullable(),
    purchaseUnit: z.string(),
    inventoryUnit: z.string(),
    unitsPerPurchase: z.number(),
    reorderLevel: z.number(),
    enabled: z.boolean(),
    brands: z.array(InventoryBrand),
    /** Usable stock over every department, in inventory units (expired lots not counted). */
    inStock: z.number(),
    version: Version,
    updatedAt: Timestamp,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof InventoryItem>;

export const InventoryItemListQuery = listQuery(['name', 'updatedAt']).extend({
  includeDisabled: QueryFlag,
  inventoryType: InventoryType.optional(),
});
export type InventoryItemListQuery = z.input<typeof InventoryItemListQuery>;
export const InventoryItemList = page(InventoryItem).meta({ id: 'InventoryItemList' });
export type InventoryItemList = z.infer<typeof InventoryItemList>;

/** A new item; its first brand comes with it, as an item is bought as some brand. */
export const CreateInventoryItem = z.object({
  name: Name(120),
  materialCode: Text({ max: 40, min: 0 }).nullable(),
  inventoryType: InventoryType,
  category: Text({ max: 80, min: 0 }).nullable(),
  purchaseUnit: Name(30),
  inventoryUnit: Name(30),
  unitsPerPurchase: PositiveQuantity,
  reorderLevel: NonNegativeQuantity,
  brandName: Name(120),
});
export type CreateInventoryItem = z.input<typeof CreateInventoryItem>;

export const UpdateInventoryItem = CreateInventoryItem.omit({ brandName: true }).extend({
  enabled: z.boolean(),
  version: Version,
});
export type UpdateInventoryItem = z.input<typeof UpdateInventoryItem>;

export const CreateInventoryBrand = z.object({ name: Name(120) });
export type CreateInventoryBrand = z.infer<typeof CreateInventoryBrand>;
export const UpdateInventoryBrand = z.object({ name: Name(120), enabled: z.boolean(), version: Version });
export type UpdateInventoryBrand = z.infer<typeof UpdateInventoryBrand>;

/** GET /inventory/brands (get-inventory-brand-with-names): every enabled item-and-brand, for the pickers. */
export const InventoryBrandChoice = z.object({
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  inventoryType: InventoryType,
  inventoryUnit: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
});
export type InventoryBrandChoice = z.infer<typeof InventoryBrandChoice>;
export const InventoryBrandChoices = z
  .object({ items: z.array(InventoryBrandChoice) })
  .meta({ id: 'InventoryBrandChoices' });
export type InventoryBrandChoices = z.infer<typeof InventoryBrandChoices>;

// ---------------------------------------------------------------------------------------------
// Stock: GET /inventory/stock, GET /inventory/stock/lots, POST /inventory/stock/receipts,
// POST /inventory/stock/lots/{id}/removals

export const StockLevel = z.enum(['out', 'low', 'ok']);
export const ExpiryState = z.enum(['expired', 'nearExpiry', 'ok']);

export const StockLot = z
  .object({
    id: z.number().int(),
    lotNumber: z.string(),
    expiresOn: CalendarDate.nullable(),
    expiry: ExpiryState,
    received: z.number(),
    remaining: z.number(),
    receivedAt: Timestamp,
    version: Version,
  })
  .meta({ id: 'StockLot' });
export type StockLot = z.infer<typeof StockLot>;

/** A department's stock of one item's brand: the sum of its usable lots, and its lots. */
export const StockRow = z
  .object({
    department: Named,
    inventoryId: z.number().int(),
    inventoryName: z.string(),
    inventoryType: InventoryType,
    materialCode: z.string().nullable(),
    inventoryUnit: z.string(),
    brandId: z.number().int(),
    brandName: z.string(),
    /** Usable (not expired) stock in inventory units. */
    remaining: z.number(),
    reorderLevel: z.number(),
    level: StockLevel,
    /** The nearest expiry of a lot with stock left. */
    nextExpiry: CalendarDate.nullable(),
    expiry: ExpiryState,
    lots: z.array(StockLot),
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof StockRow>;

/** `attention`: only rows that are low, out, expired or near expiry (the low-stock and near-expiry view). */
export const StockQuery = listQuery(['inventoryName', 'remaining', 'nextExpiry']).extend({
  departmentId: Id.optional(),
  inventoryId: Id.optional(),
  attention: QueryFlag,
});
export type StockQuery = z.input<typeof StockQuery>;
export const StockList = page(StockRow).meta({ id: 'StockList' });
export type StockList = z.infer<typeof StockList>;

/** Stock in: a lot received into a department, in purchase units (boxes) or inventory units. */
export const ReceiveStock = z.object({
  inventoryId: Id,
  brandId: Id,
  departmentId: Id,
  lotNumber: Name(60),
  expiresOn: CalendarDate.nullable(),
  quantity: PositiveQuantity,
  unit: z.enum(['purchase', 'inventory']),
  /** The department order this receipt fills, which becomes 'received'. */
  orderId: Id.optional(),
});
export type ReceiveStock = z.infer<typeof ReceiveStock>;

/** Stock out of one lot by hand: issued, a count adjusted, or discarded; with why. */
export const RemoveStock = z.object({
  kind: z.enum(manualStockMovementKinds),
  quantity: PositiveQuantity,
  reason: Text({ max: 300, min: 0 }).nullable(),
  version: Version,
});
export type RemoveStock = z.infer<typeof RemoveStock>;

export const StockMovement = z
  .object({
    id: z.number().int(),
    kind: z.enum(stockMovementKinds),
    quantity: z.number(),
    lotNumber: z.string(),
    reason: z.string().nullable(),
    /** What consumed it: 'report', 'sample' or 'qc' with its id, for a consumption. */
    source: z.object({ kind: z.enum(['report', 'sample', 'qc']), id: z.number().int() }).nullable(),
    at: Timestamp,
    by: z.string().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof StockMovement>;
/** GET /inventory/stock/movements?inventoryId&departmentId: newest first. */
export const StockMovementQuery = listQuery(['at']).extend({ inventoryId: Id, departmentId: Id.optional() });
export const StockMovementList = page(StockMovement).meta({ id: 'StockMovementList' });
export type StockMovementList = z.infer<typeof StockMovementList>;

// ---------------------------------------------------------------------------------------------
// Mappings: GET /inventory/mapping-targets?target, GET /inventory/mappings?target&…,
// POST /inventory/mappings, PUT/DELETE /inventory/mappings/{id}

/**
 * What can consume stock, with how many enabled mappings each has (get-test-list-for-stock-consumption,
 * get-sample-wise-list, map-qc-inventory). Tests carry their devices (get-device-mapped-tests).
 */
export const MappingTargetRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The test's department, the QC group's department; null for a sample type. */
  departmentName: z.string().nullable(),
  devices: z.array(Named),
  mappings: z.number().int(),
});
export type MappingTargetRow = z.infer<typeof MappingTargetRow>;
export const MappingTargetQuery = listQuery(['name']).extend({ target: MappingTarget });
export type MappingTargetQuery = z.input<typeof MappingTargetQuery>;
export const MappingTargetList = page(MappingTargetRow).meta({ id: 'MappingTargetList' });
export type MappingTargetList = z.infer<typeof MappingTargetList>;

/** A mapping (spec 002 §3 'Consumption row') with the names it shows. */
export const InventoryMapping = z
  .object({
    id: z.number().int(),
    target: MappingTarget,
    targetId: z.number().int(),
    /** A device-specific test mapping; null: any device. */
    device: Named.nullable(),
    inventoryId: z.number().int(),
    inventoryName: z.string(),
    inventoryType: InventoryType,
    materialCode: z.string().nullable(),
    purchaseUnit: z.string(),
    inventoryUnit: z.string(),
    category: z.string().nullable(),
    brandId: z.number().int(),
    brandName: z.string(),
    quantity: z.number(),
    /** 0 'Default Group', others 'OR Condition'. */
    consumptionOrder: z.number().int(),
    enabled: z.boolean(),
    version: Version,
  })
  .meta({ id: 'InventoryMapping' });
export type InventoryMapping = z.infer<typeof InventoryMapping>;

/** GET /inventory/mappings?target=test&targetId=&deviceId= (get-mapped-products-for-tests, get-sample-wise-details, get-qc-wise-details). */
export const MappingQuery = z.object({ target: MappingTarget, targetId: Id, deviceId: Id.optional() });
export type MappingQuery = z.input<typeof MappingQuery>;
export const MappingList = z.object({ items: z.array(InventoryMapping) }).meta({ id: 'MappingList' });
export type MappingList = z.infer<typeof MappingList>;

/** map-inventory-with-test / -sample / -qc. `deviceId` only for a test. */
export const CreateMapping = z.object({
  target: MappingTarget,
  targetId: Id,
  deviceId: Id.nullable().default(null),
  inventoryId: Id,
  brandId: Id,
  quantity: PositiveQuantity,
  consumptionOrder: z.number().int().min(0).max(20).default(0),
});
export type CreateMapping = z.input<typeof CreateMapping>;

/** edit-quantity…, enable-disable…, toggle-test-wise-stock-consumption: any of them, at the version read. */
export const UpdateMapping = z.object({
  quantity: PositiveQuantity,
  consumptionOrder: z.number().int().min(0).max(20),
  enabled: z.boolean(),
  version: Version,
});
export type UpdateMapping = z.infer<typeof UpdateMapping>;

/** DELETE /inventory/mappings/{id}?version=: the version read, as a query (a DELETE carries no body). */
export const RemoveMappingQuery = z.object({ version: z.coerce.number().pipe(Version) });
export type RemoveMappingQuery = z.infer<typeof RemoveMappingQuery>;

// ---------------------------------------------------------------------------------------------
// Bulk mapping (spec 002 §3, §5; bulk-mapping-stock-test): POST /inventory/mappings/bulk/check
// (multipart, one .xlsx file) answers every row with its status; POST /inventory/mappings/bulk
// saves the valid rows of the rows sent, checked again, in one transaction.

export const BulkMappingRowInput = z.object({
  testName: z.string().max(200),
  inventoryName: z.string().max(200),
  brandName: z.string().max(200),
  quantity: z.union([z.number(), z.string().max(50), z.null()]),
  instrumentName: z.string().max(200).nullable(),
});
export type BulkMappingRowInput = z.infer<typeof BulkMappingRowInput>;

export const CheckedBulkMappingRow = z.object({
  /** The row's number in the file (2 is the first under the headings). */
  line: z.number().int(),
  row: BulkMappingRowInput,
  status: z.union([
    z.literal(bulkMappingStatuses.valid),
    z.literal(bulkMappingStatuses.invalid),
    z.literal(bulkMappingStatuses.duplicate),
  ]),
  problems: z.array(z.enum(bulkRowProblems)),
});
export type CheckedBulkMappingRow = z.infer<typeof CheckedBulkMappingRow>;

export const bulkMappingMaxRows = 2000;
export const BulkMappingCheck = z
  .object({
    rows: z.array(CheckedBulkMappingRow),
    counts: z.object({ valid: z.number().int(), invalid: z.number().int(), duplicate: z.number().int() }),
  })
  .meta({ id: 'BulkMappingCheck' });
export type BulkMappingCheck = z.infer<typeof BulkMappingCheck>;

export const SaveBulkMapping = z.object({
  rows: z.array(BulkMappingRowInput.extend({ line: z.number().int().min(1) })).max(bulkMappingMaxRows),
});
export type SaveBulkMapping = z.infer<typeof SaveBulkMapping>;
/** The rows as saved: `saved` valid rows mapped; the others answered with their status, unsaved. */
export const BulkMappingSaved = BulkMappingCheck.extend({ saved: z.number().int() }).meta({
  id: 'BulkMappingSaved',
});
export type BulkMappingSaved = z.infer<typeof BulkMappingSaved>;

// ---------------------------------------------------------------------------------------------
// Consumption (spec 001 §3 'Inventory consumption line'): GET /inventory/consumptions/reports/{id}
// for the inventory-used panel; the report's save sends `inventoryValue`.

/** A line as submitted with a report's save: stockTestId (the mapping), inventoryId, brandId, quantityConsumed. */
export const ConsumptionLineInput = z.object({
  stockTestId: Id,
  inventoryId: Id,
  brandId: Id,
  quantityConsumed: z.number().min(0).max(1_000_000_000),
});
export type ConsumptionLineInput = z.infer<typeof ConsumptionLineInput>;

/** A line as the panel shows it (spec 001 §3: brand_name, inv_name, inventoryType, consumption_order). */
export const ConsumptionLine = z.object({
  stockTestId: z.number().int().nullable(),
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  inventoryType: InventoryType,
  inventoryUnit: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  quantity: z.number(),
  consumptionOrder: z.number().int(),
  /** Before consumption: what the department holds of it now; after: null. */
  inStock: z.number().nullable(),
  /** What was (or would be) missing from stock. */
  missing: z.number(),
});
export type ConsumptionLine = z.infer<typeof ConsumptionLine>;

/**
 * The inventory-used panel: what the report consumed when it was first saved, or, not yet
 * saved, what its test's mappings will take (`planned`).
 */
export const ReportConsumption = z
  .object({
    reportId: z.number().int(),
    state: z.enum(['planned', 'consumed', 'off']),
    department: Named,
    device: Named.nullable(),
    consumedAt: Timestamp.nullable(),
    consumedBy: z.string().nullable(),
    lines: z.array(ConsumptionLine),
  })
  .meta({ id: 'ReportConsumption' });
export type ReportConsumption = z.infer<typeof ReportConsumption>;

// ---------------------------------------------------------------------------------------------
// Department orders (spec 002 §9 get-past-thirty-day-dept-consumption, newGetDeptInvOrder,
// getDepartmentOrderStockList, cancelDepartmentInventoryOrder): /inventory/orders

export const DepartmentOrderStatus = z.enum(departmentOrderStatuses);
export type DepartmentOrderStatus = z.infer<typeof DepartmentOrderStatus>;

export const DepartmentOrderItem = z.object({
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  purchaseUnit: z.string(),
  inventoryUnit: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  /** In purchase units. */
  quantity: z.number(),
  pastThirtyDays: z.number(),
});
export type DepartmentOrderItem = z.infer<typeof DepartmentOrderItem>;

export const DepartmentOrder = z
  .object({
    id: z.number().int(),
    department: Named,
    status: DepartmentOrderStatus,
    note: z.string().nullable(),
    orderedAt: Timestamp,
    orderedBy: z.string().nullable(),
    closedAt: Timestamp.nullable(),
    closedBy: z.string().nullable(),
    itemCount: z.number().int(),
    items: z.array(DepartmentOrderItem),
    version: Version,
  })
  .meta({ id: 'DepartmentOrder' });
export type DepartmentOrder = z.infer<typeof DepartmentOrder>;

export const DepartmentOrderQuery = listQuery(['orderedAt']).extend({
  departmentId: Id.optional(),
  status: DepartmentOrderStatus.optional(),
});
export type DepartmentOrderQuery = z.input<typeof DepartmentOrderQuery>;
/** The list's orders carry no items (`items` empty); GET /inventory/orders/{id} carries them. */
export const DepartmentOrderList = page(DepartmentOrder).meta({ id: 'DepartmentOrderList' });
export type DepartmentOrderList = z.infer<typeof DepartmentOrderList>;

export const PlaceDepartmentOrder = z.object({
  departmentId: Id,
  note: Text({ max: 500, min: 0, multiline: true }).nullable(),
  items: z
    .array(z.object({ inventoryId: Id, brandId: Id, quantity: PositiveQuantity }))
    .min(1, 'departmentOrderEmpty')
    .max(200),
});
export type PlaceDepartmentOrder = z.infer<typeof PlaceDepartmentOrder>;

export const CancelDepartmentOrder = z.object({ version: Version });

/** GET /inventory/consumption/past-thirty-days?inventoryId&departmentId: what the department consumed, by brand. */
export const PastThirtyDaysQuery = z.object({ inventoryId: Id, departmentId: Id });
export const PastThirtyDaysConsumption = z
  .object({
    inventoryId: z.number().int(),
    departmentId: z.number().int(),
    total: z.number(),
    byBrand: z.array(z.object({ brandId: z.number().int(), brandName: z.string(), quantity: z.number() })),
  })
  .meta({ id: 'PastThirtyDaysConsumption' });
export type PastThirtyDaysConsumption = z.infer<typeof PastThirtyDaysConsumption>;
