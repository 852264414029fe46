import { majorToMinor } from '@lims/domain';
import {
  createCatalogueTest,
  type DemoTest,
  demoSampleTypes,
  demoTestCategories,
  demoTests,
} from '../../db/seed/demo-catalogue.js';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/**
 * A new lab's first tests (spec 000 §2 "a starter catalogue"): the demo lab's clinical content
 * (db/seed/demo-catalogue.ts: units, adult reference ranges, LOINC codes) for the departments
 * the lab chose, and a few tests of the departments the demo lab has not. The lab's own
 * instruments and reference labs are its to add, so tests sent out or tied to an instrument
 * come without them.
 */
const extraTests: DemoTest[] = [
  {
    code: 'ESR',
    name: 'Erythrocyte Sedimentation Rate',
    department: 'Haematology',
    sampleType: 'EDTA whole blood',
    category: 'Blood counts',
    price: 150,
    cost: 30,
    targetTatMinutes: 90,
    loincCode: '30341-2',
    format: {
      name: 'ESR (Westergren)',
      parameters: [
        {
          index: 1,
          order: 0,
          name: 'ESR',
          unit: 'mm/hr',
          isNumeric: true,
          lowerBoundMale: 0,
          upperBoundMale: 15,
          lowerBoundFemale: 0,
          upperBoundFemale: 20,
          loincCode: '30341-2',
        },
      ],
    },
  },
  {
    code: 'CRP',
    name: 'C-Reactive Protein',
    department: 'Immunoassay',
    sampleType: 'Serum',
    category: 'Biochemistry panels',
    price: 450,
    cost: 120,
    targetTatMinutes: 180,
    loincCode: '1988-5',
    format: {
      name: 'CRP (quantitative)',
      parameters: [
        {
          index: 1,
          order: 0,
          name: 'C-Reactive Protein',
          unit: 'mg/L',
          isNumeric: true,
          lowerBoundMale: 0,
          upperBoundMale: 5,
          lowerBoundFemale: 0,
          upperBoundFemale: 5,
          loincCode: '1988-5',
        },
      ],
    },
  },
  {
    code: 'PAP',
    name: 'Pap Smear Cytology',
    department: 'Cytology',
    sampleType: null,
    category: 'Urine and body fluids',
    price: 600,
    cost: 200,
    targetTatMinutes: 72 * 60,
    loincCode: '10524-7',
    format: {
      name: 'Cervical cytology (Bethesda)',
      parameters: [
        { index: 1, order: 0, name: 'Specimen adequacy', descriptionFlag: true },
        { index: 2, order: 1, name: 'Microscopy', descriptionFlag: true },
        {
          index: 3,
          order: 2,
          name: 'Interpretation',
          descriptionFlag: true,
          isInterpretation: true,
          defaultDescription: 'Negative for intraepithelial lesion or malignancy.',
        },
      ],
    },
  },
  {
    code: 'HPE',
    name: 'Histopathology, Small Biopsy',
    department: 'Histopathology',
    sampleType: null,
    category: 'Culture and sensitivity',
    price: 1200,
    cost: 400,
    targetTatMinutes: 5 * 24 * 60,
    loincCode: '22634-0',
    format: {
      name: 'Histopathology report',
      parameters: [
        { index: 1, order: 0, name: 'Gross examination', descriptionFlag: true },
        { index: 2, order: 1, name: 'Microscopic examination', descriptionFlag: true },
        { index: 3, order: 2, name: 'Diagnosis', descriptionFlag: true, isInterpretation: true },
      ],
    },
  },
];

/** The starter tests of the given departments. */
export const starterTests = (departments: readonly string[]): DemoTest[] =>
  [...demoTests, ...extraTests].filter((test) => departments.includes(test.department));

/**
 * Makes the starter catalogue through the catalogue services, as the system: the sample types
 * and categories its tests use, then each test with its report format. Prices are the demo's
 * Indian ones for a lab in rupees; in any other currency they start at zero, for the lab to set.
 */
export async function createStarterCatalogue(
  services: ServiceRegistry,
  actor: LabActor,
  { departmentIds, currency }: { departmentIds: ReadonlyMap<string, number>; currency: string },
): Promise<number> {
  const tests = starterTests([...departmentIds.keys()]);
  const price = (amount: number) => (currency === 'INR' ? majorToMinor(amount, 'INR') : 0);
  const sampleTypeIds = new Map<string, number>();
  for (const sampleType of demoSampleTypes) {
    if (!tests.some((test) => test.sampleType === sampleType.name)) continue;
    sampleTypeIds.set(sampleType.name, (await services.sampleTypes.create({ actor, input: { ...sampleType } })).id);
  }
  const categoryIds = new Map<string, number>();
  for (const name of demoTestCategories) {
    if (!tests.some((test) => test.category === name)) continue;
    categoryIds.set(name, (await services.testCategories.create({ actor, input: { name } })).id);
  }
  for (const test of tests) {
    await createCatalogueTest(services, actor, test, {
      departmentId: departmentIds.get(test.department),
      sampleTypeId: test.sampleType ? sampleTypeIds.get(test.sampleType) : null,
      categoryId: categoryIds.get(test.category),
      price: price(test.price),
      cost: price(test.cost),
    });
  }
  return tests.length;
}
