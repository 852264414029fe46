import {
  CreateInventoryItem,
  CreateMapping,
  type InventoryItem,
  PlaceDepartmentOrder,
  ReceiveStock,
} from '@lims/contract';
import { calendarDateIn, calendarDaysBefore } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

interface DemoItem {
  name: string;
  materialCode: string;
  inventoryType: 'reagent' | 'consumable' | 'control';
  category: string;
  purchaseUnit: string;
  inventoryUnit: string;
  unitsPerPurchase: number;
  reorderLevel: number;
  brands: string[];
  /** Lots received: department, brand, purchase units, days to expiry. */
  lots: Array<{ department: string; brand: string; boxes: number; expiresInDays: number; lot: string }>;
}

/**
 * Reagents and consumables of a small Indian lab, as their makers pack them: what the demo's
 * analysers and phlebotomists use. The HbA1c kit runs low and a glucose lot is near expiry, so
 * the 'Needs attention' view has something to show.
 */
export const demoItems: DemoItem[] = [
  {
    name: 'Cellpack DCL diluent',
    materialCode: 'SYS-DCL-20',
    inventoryType: 'reagent',
    category: 'Haematology reagents',
    purchaseUnit: 'container',
    inventoryUnit: 'test',
    unitsPerPurchase: 1000,
    reorderLevel: 300,
    brands: ['Sysmex'],
    lots: [{ department: 'Haematology', brand: 'Sysmex', boxes: 2, expiresInDays: 180, lot: 'DCL-24118' }],
  },
  {
    name: 'Glucose GOD-POD reagent',
    materialCode: 'GLU-500',
    inventoryType: 'reagent',
    category: 'Biochemistry reagents',
    purchaseUnit: 'kit',
    inventoryUnit: 'test',
    unitsPerPurchase: 500,
    reorderLevel: 150,
    brands: ['Beckman Coulter', 'Erba Mannheim'],
    lots: [
      { department: 'Biochemistry', brand: 'Beckman Coulter', boxes: 1, expiresInDays: 20, lot: 'OSR6121-A' },
      { department: 'Biochemistry', brand: 'Erba Mannheim', boxes: 2, expiresInDays: 240, lot: 'EM-GL-0931' },
    ],
  },
  {
    name: 'HbA1c reagent kit',
    materialCode: 'BR-270-2101',
    inventoryType: 'reagent',
    category: 'Biochemistry reagents',
    purchaseUnit: 'kit',
    inventoryUnit: 'test',
    unitsPerPurchase: 200,
    reorderLevel: 60,
    brands: ['Bio-Rad'],
    lots: [{ department: 'Biochemistry', brand: 'Bio-Rad', boxes: 0.25, expiresInDays: 90, lot: 'D10-64012' }],
  },
  {
    name: 'Lyphochek Diabetes control',
    materialCode: 'BR-740',
    inventoryType: 'control',
    category: 'Quality control material',
    purchaseUnit: 'box',
    inventoryUnit: 'vial',
    unitsPerPurchase: 6,
    reorderLevel: 2,
    brands: ['Bio-Rad'],
    lots: [{ department: 'Biochemistry', brand: 'Bio-Rad', boxes: 1, expiresInDays: 60, lot: '33860' }],
  },
  {
    name: 'EDTA vacutainer 2 mL',
    materialCode: 'BD-367841',
    inventoryType: 'consumable',
    category: 'Collection consumables',
    purchaseUnit: 'box',
    inventoryUnit: 'tube',
    unitsPerPurchase: 100,
    reorderLevel: 50,
    brands: ['BD Vacutainer'],
    lots: [{ department: 'Haematology', brand: 'BD Vacutainer', boxes: 3, expiresInDays: 400, lot: '4098765' }],
  },
  {
    name: 'Serum separator tube 5 mL',
    materialCode: 'BD-367986',
    inventoryType: 'consumable',
    category: 'Collection consumables',
    purchaseUnit: 'box',
    inventoryUnit: 'tube',
    unitsPerPurchase: 100,
    reorderLevel: 50,
    brands: ['BD Vacutainer'],
    lots: [{ department: 'Biochemistry', brand: 'BD Vacutainer', boxes: 2, expiresInDays: 300, lot: '4102233' }],
  },
];

/** What each test takes: the Default Group (0), or one of an OR group's alternatives. */
export const demoTestMappings = [
  { test: 'CBC', item: 'Cellpack DCL diluent', brand: 'Sysmex', quantity: 1, order: 0 },
  { test: 'FBS', item: 'Glucose GOD-POD reagent', brand: 'Beckman Coulter', quantity: 1, order: 1 },
  { test: 'FBS', item: 'Glucose GOD-POD reagent', brand: 'Erba Mannheim', quantity: 1, order: 1 },
  { test: 'HBA1C', item: 'HbA1c reagent kit', brand: 'Bio-Rad', quantity: 1, order: 0 },
] as const;

export const demoSampleMappings = [
  { sampleType: 'EDTA whole blood', item: 'EDTA vacutainer 2 mL', brand: 'BD Vacutainer', quantity: 1 },
  { sampleType: 'Serum', item: 'Serum separator tube 5 mL', brand: 'BD Vacutainer', quantity: 1 },
] as const;

export interface DemoInventory {
  items: ReadonlyMap<string, InventoryItem>;
}

/**
 * The demo's stock (issue 15), through the inventory services, before the demo's bills: its
 * samples are collected and its reports saved afterwards, and consume from this stock as a lab's
 * would.
 */
export async function createDemoInventory(
  services: ServiceRegistry,
  actor: LabActor,
  {
    departmentIds,
    testIds,
    timeZone,
  }: { departmentIds: ReadonlyMap<string, number>; testIds: ReadonlyMap<string, number>; timeZone: string },
): Promise<DemoInventory> {
  const today = calendarDateIn(new Date(), timeZone);
  const departmentId = (name: string) => {
    const id = departmentIds.get(name);
    if (id === undefined) throw new Error(`demo department ${name} missing`);
    return id;
  };
  const items = new Map<string, InventoryItem>();
  for (const demo of demoItems) {
    const [firstBrand, ...otherBrands] = demo.brands;
    let item = await services.inventoryItems.create({
      actor,
      input: CreateInventoryItem.parse({
        name: demo.name,
        materialCode: demo.materialCode,
        inventoryType: demo.inventoryType,
        category: demo.category,
        purchaseUnit: demo.purchaseUnit,
        inventoryUnit: demo.inventoryUnit,
        unitsPerPurchase: demo.unitsPerPurchase,
        reorderLevel: demo.reorderLevel,
        brandName: firstBrand,
      }),
    });
    for (const brand of otherBrands) {
      item = await services.inventoryItems.addBrand({ actor, id: item.id, input: { name: brand } });
    }
    items.set(demo.name, item);
    for (const lot of demo.lots) {
      const brandId = item.brands.find((brand) => brand.name === lot.brand)?.id ?? 0;
      await services.stock.receive({
        actor,
        input: ReceiveStock.parse({
          inventoryId: item.id,
          brandId,
          departmentId: departmentId(lot.department),
          lotNumber: lot.lot,
          expiresOn: calendarDaysBefore(today, -lot.expiresInDays),
          quantity: lot.boxes,
          unit: 'purchase',
        }),
      });
    }
  }
  const brandOf = (itemName: string, brandName: string) => {
    const item = items.get(itemName);
    const brand = item?.brands.find((candidate) => candidate.name === brandName);
    if (!item || !brand) throw new Error(`demo brand ${itemName} / ${brandName} missing`);
    return { inventoryId: item.id, brandId: brand.id };
  };
  for (const mapping of demoTestMappings) {
    await services.inventoryMappings.create({
      actor,
      input: CreateMapping.parse({
        target: 'test',
        targetId: testIds.get(mapping.test),
        ...brandOf(mapping.item, mapping.brand),
        quantity: mapping.quantity,
        consumptionOrder: mapping.order,
      }),
    });
  }
  const sampleTypes = await services.inventoryMappings.targets({ actor, query: { target: 'sample', limit: 50 } });
  for (const mapping of demoSampleMappings) {
    const sampleType = sampleTypes.items.find((candidate) => candidate.name === mapping.sampleType);
    if (!sampleType) continue;
    await services.inventoryMappings.create({
      actor,
      input: CreateMapping.parse({
        target: 'sample',
        targetId: sampleType.id,
        ...brandOf(mapping.item, mapping.brand),
        quantity: mapping.quantity,
      }),
    });
  }
  await services.departmentOrders.place({
    actor,
    input: PlaceDepartmentOrder.parse({
      departmentId: departmentId('Biochemistry'),
      note: 'Monthly reagent order',
      items: [
        { ...brandOf('Glucose GOD-POD reagent', 'Erba Mannheim'), quantity: 2 },
        { ...brandOf('HbA1c reagent kit', 'Bio-Rad'), quantity: 1 },
      ],
    }),
  });
  return { items };
}
