import { CreateDevice, CreateInventoryItem, type InventoryItem, ReceiveStock } from '@lims/contract';
import ExcelJS from 'exceljs';
import type { TestLab } from '../../test/factories.js';
import { type TestContext, uniqueName } from '../../test/test-context.js';

/** The settings every inventory test lab starts with: stock kept, quality control run. */
export const inventoryLab = { settings: { inventoryManagement: true, qualityControl: true } } as const;

/** A new item of the lab with one brand (more when named), made through the items service. */
export async function itemOf(
  ctx: TestContext,
  lab: TestLab,
  { name = uniqueName('Reagent'), brands = [uniqueName('Brand')] }: { name?: string; brands?: string[] } = {},
): Promise<InventoryItem> {
  const [first = uniqueName('Brand'), ...others] = brands;
  let item = await ctx.services.inventoryItems.create({
    actor: lab.system,
    input: CreateInventoryItem.parse({
      name,
      materialCode: null,
      inventoryType: 'reagent',
      category: null,
      purchaseUnit: 'Box',
      inventoryUnit: 'Test',
      unitsPerPurchase: 100,
      reorderLevel: 0,
      brandName: first,
    }),
  });
  for (const brand of others) {
    item = await ctx.services.inventoryItems.addBrand({ actor: lab.system, id: item.id, input: { name: brand } });
  }
  return item;
}

/** The id of the item's brand of that name, else of its first brand. */
export const brandIdOf = (item: InventoryItem, name?: string): number =>
  (name === undefined ? item.brands[0] : item.brands.find((brand) => brand.name === name))?.id ?? 0;

/** A lot received into a department's stock, in inventory units, through the stock service. */
export const receive = (
  ctx: TestContext,
  lab: TestLab,
  {
    item,
    brandId = brandIdOf(item),
    departmentId,
    quantity,
    expiresOn = null,
    lotNumber = uniqueName('LOT'),
  }: {
    item: InventoryItem;
    brandId?: number;
    departmentId: number;
    quantity: number;
    expiresOn?: string | null;
    lotNumber?: string;
  },
) =>
  ctx.services.stock.receive({
    actor: lab.system,
    input: ReceiveStock.parse({
      inventoryId: item.id,
      brandId,
      departmentId,
      lotNumber,
      expiresOn,
      quantity,
      unit: 'inventory',
    }),
  });

/** A device of the department that runs the tests, through the catalogue. */
export const deviceOf = (ctx: TestContext, lab: TestLab, departmentId: number, testIds: number[], name?: string) =>
  ctx.services.devices.create({
    actor: lab.system,
    input: CreateDevice.parse({ name: name ?? uniqueName('Analyser'), departmentId, testIds }),
  });

export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of one sheet, as a lab fills the bulk mapping template: the headings as given, then the rows (numbers stay numbers). */
export async function workbookOf(
  headings: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...headings]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
