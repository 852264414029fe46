import type { ConsumptionSource, InventoryType, MappingTarget, StockMovementKind } from '@lims/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, devices, sampleTypes, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';

/** Quantities in the item's units: decimals (0.5 mL), kept exact by PostgreSQL's numeric. */
const quantity = (name: string) => numeric(name, { mode: 'number' });

/**
 * A stock item (spec 002 §3 'Inventory': inv_id, inv_name, inventoryType, material_code,
 * purchaseUnit, inventoryUnit, category). `unitsPerPurchase` converts a purchase unit (a box)
 * into inventory units (tests, mL); `reorderLevel`, in inventory units, is where a department's
 * stock counts as low.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    materialCode: text('material_code'),
    inventoryType: text('inventory_type').$type<InventoryType>().notNull(),
    category: text('category'),
    purchaseUnit: text('purchase_unit').notNull(),
    inventoryUnit: text('inventory_unit').notNull(),
    unitsPerPurchase: quantity('units_per_purchase').notNull().default(1),
    reorderLevel: quantity('reorder_level').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('inventory_items_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** A brand of an item (spec 002 §3 brand_id, brand_name): the same reagent from two makers is two brands. */
export const inventoryBrands = pgTable(
  'inventory_brands',
  {
    labId: labIdColumn(),
    id: identityId(),
    inventoryId: refId('inventory_id').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({
      columns: [table.labId, table.inventoryId],
      foreignColumns: [inventoryItems.labId, inventoryItems.id],
    }),
    uniqueIndex('inventory_brands_name').on(table.labId, table.inventoryId, sql`lower(${table.name})`),
  ],
);

/**
 * A lot received into a department's stock: its lot number, its expiry day, what came in and
 * what is left (in inventory units). A department's stock of an item is the sum of its lots.
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    labId: labIdColumn(),
    id: identityId(),
    inventoryId: refId('inventory_id').notNull(),
    brandId: refId('brand_id').notNull(),
    departmentId: refId('department_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    received: quantity('received').notNull(),
    remaining: quantity('remaining').notNull(),
    orderId: refId('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: refId('received_by'),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.brandId], foreignColumns: [inventoryBrands.labId, inventoryBrands.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    index('stock_lots_item').on(table.labId, table.departmentId, table.inventoryId, table.brandId),
  ],
);

/** Every change of a lot: received, consumed, issued or adjusted (signed: out is negative). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    labId: labIdColumn(),
    id: identityId(),
    lotId: refId('lot_id').notNull(),
    inventoryId: refId('inventory_id').notNull(),
    brandId: refId('brand_id').notNull(),
    departmentId: refId('department_id').notNull(),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    quantity: quantity('quantity').notNull(),
    consumptionId: refId('consumption_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: refId('by_user'),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.lotId], foreignColumns: [stockLots.labId, stockLots.id] }),
    index('stock_movements_item').on(table.labId, table.departmentId, table.inventoryId, table.at),
  ],
);

/**
 * What consumes an item (spec 002 §5 'Sample-wise', 'Test-wise', 'QC'): a test (on any device
 * or on one), a sample type or a QC group takes `quantity` of a brand. `consumptionOrder` 0 is
 * the Default Group (all consumed), another number an OR Condition (one of them consumed).
 */
export const inventoryMappings = pgTable(
  'inventory_mappings',
  {
    labId: labIdColumn(),
    id: identityId(),
    target: text('target').$type<MappingTarget>().notNull(),
    testId: refId('test_id'),
    deviceId: refId('device_id'),
    sampleTypeId: refId('sample_type_id'),
    qcGroupId: refId('qc_group_id'),
    inventoryId: refId('inventory_id').notNull(),
    brandId: refId('brand_id').notNull(),
    quantity: quantity('quantity').notNull(),
    consumptionOrder: smallint('consumption_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    createdBy: refId('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.brandId], foreignColumns: [inventoryBrands.labId, inventoryBrands.id] }),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    foreignKey({ columns: [table.labId, table.deviceId], foreignColumns: [devices.labId, devices.id] }),
    foreignKey({ columns: [table.labId, table.sampleTypeId], foreignColumns: [sampleTypes.labId, sampleTypes.id] }),
    /** One mapping of a brand to one target: the bulk upload's 'duplicate of a verified mapping'. */
    uniqueIndex('inventory_mappings_target').on(
      table.labId,
      table.target,
      sql`coalesce(${table.testId}, 0)`,
      sql`coalesce(${table.deviceId}, 0)`,
      sql`coalesce(${table.sampleTypeId}, 0)`,
      sql`coalesce(${table.qcGroupId}, 0)`,
      table.inventoryId,
      table.brandId,
    ),
  ],
);

/** One line of what a consumption took or could not take, as the inventory-used panel shows it. */
export interface ConsumedLine {
  mappingId: number | null;
  inventoryId: number;
  brandId: number;
  quantity: number;
  /** What was not in stock (0 when all of it was). */
  missing: number;
  consumptionOrder: number;
}

/**
 * A consumption: once per report, per sample and per QC run (the unique key), whatever saves
 * it again. Its stock movements carry its id.
 */
export const stockConsumptions = pgTable(
  'stock_consumptions',
  {
    labId: labIdColumn(),
    id: identityId(),
    source: text('source').$type<ConsumptionSource>().notNull(),
    sourceId: refId('source_id').notNull(),
    departmentId: refId('department_id').notNull(),
    lines: jsonb('lines').$type<ConsumedLine[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: refId('by_user'),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('stock_consumptions_source').on(table.labId, table.source, table.sourceId),
  ],
);

/**
 * The lab's stock settings (spec 002 §9 get-inventory-stock-setting, change-stock-consumption-setting,
 * change-department-for-sample-consumption): which consumptions run, the department sample
 * collection draws from, and how many days ahead an expiry counts as near.
 */
export const inventorySettings = pgTable('inventory_settings', {
  labId: labIdColumn()
    .primaryKey()
    .references(() => labs.id),
  testWiseConsumption: boolean('test_wise_consumption').notNull().default(true),
  sampleWiseConsumption: boolean('sample_wise_consumption').notNull().default(true),
  qcConsumption: boolean('qc_consumption').notNull().default(true),
  sampleDepartmentId: refId('sample_department_id'),
  nearExpiryDays: integer('near_expiry_days').notNull().default(30),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

/** A department's order for stock (spec 002 §9 newGetDeptInvOrder, cancelDepartmentInventoryOrder). */
export const departmentOrders = pgTable(
  'department_orders',
  {
    labId: labIdColumn(),
    id: identityId(),
    departmentId: refId('department_id').notNull(),
    /** open, received or cancelled. */
    status: text('status').notNull().default('open'),
    note: text('note'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    orderedBy: refId('ordered_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: refId('closed_by'),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    index('department_orders_department').on(table.labId, table.departmentId, table.orderedAt),
  ],
);

/** An item of an order (spec 002 §9 getDepartmentOrderStockList), in purchase units. */
export const departmentOrderItems = pgTable(
  'department_order_items',
  {
    labId: labIdColumn(),
    orderId: refId('order_id').notNull(),
    inventoryId: refId('inventory_id').notNull(),
    brandId: refId('brand_id').notNull(),
    quantity: quantity('quantity').notNull(),
    /** What the department used in the thirty days before the order, in inventory units. */
    pastThirtyDays: quantity('past_thirty_days').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.orderId, table.inventoryId, table.brandId] }),
    foreignKey({
      columns: [table.labId, table.orderId],
      foreignColumns: [departmentOrders.labId, departmentOrders.id],
    }),
    foreignKey({ columns: [table.labId, table.brandId], foreignColumns: [inventoryBrands.labId, inventoryBrands.id] }),
  ],
);
