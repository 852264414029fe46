import type { BulkMappingCatalogue } from '@lims/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { devices, inventoryBrands, inventoryItems, inventoryMappings, tests } from '../../db/schema/index.js';

/**
 * What a bulk mapping file's names resolve against (spec 002 §5): the lab's enabled tests, its
 * enabled items with their enabled brands, every device of the lab (a disabled one is an
 * inactive instrument, not an unknown one) and the test mappings already made. Read in one
 * place so that the check and the save judge the rows alike.
 */
export async function bulkMappingCatalogueOf(db: Executor, labId: number): Promise<BulkMappingCatalogue> {
  const [testRows, itemRows, brandRows, deviceRows, verified] = await Promise.all([
    db
      .select({ id: tests.id, name: tests.name })
      .from(tests)
      .where(and(eq(tests.labId, labId), eq(tests.enabled, true)))
      .orderBy(asc(tests.id)),
    db
      .select({ id: inventoryItems.id, name: inventoryItems.name })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.labId, labId), eq(inventoryItems.enabled, true)))
      .orderBy(asc(inventoryItems.id)),
    db
      .select({ id: inventoryBrands.id, inventoryId: inventoryBrands.inventoryId, name: inventoryBrands.name })
      .from(inventoryBrands)
      .where(and(eq(inventoryBrands.labId, labId), eq(inventoryBrands.enabled, true)))
      .orderBy(asc(inventoryBrands.id)),
    db
      .select({ id: devices.id, name: devices.name, active: devices.enabled })
      .from(devices)
      .where(eq(devices.labId, labId))
      .orderBy(asc(devices.id)),
    db
      .select({
        testId: inventoryMappings.testId,
        inventoryId: inventoryMappings.inventoryId,
        brandId: inventoryMappings.brandId,
        instrumentId: inventoryMappings.deviceId,
      })
      .from(inventoryMappings)
      .where(
        and(
          eq(inventoryMappings.labId, labId),
          eq(inventoryMappings.target, 'test'),
          isNotNull(inventoryMappings.testId),
        ),
      ),
  ]);
  return {
    tests: testRows,
    items: itemRows.map((item) => ({ ...item, brands: brandRows.filter((brand) => brand.inventoryId === item.id) })),
    instruments: deviceRows,
    verified: verified.map((key) => ({ ...key, testId: key.testId ?? 0 })),
  };
}
