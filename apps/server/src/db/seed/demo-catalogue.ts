import { CreateReportFormat, CreateTest, type ReportFormatParameterInput } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/**
 * The demo lab's test catalogue: real clinical content with adult reference ranges, critical
 * limits and LOINC codes, as a small Indian diagnostic lab bills it. Ranges follow common adult
 * references (Tietz, and the manufacturers' inserts of the named instruments); a lab that uses
 * this product must set its own, validated for its methods and population.
 */

export const demoSampleTypes = [
  {
    name: 'EDTA whole blood',
    containerType: 'Vacutainer, K2 EDTA',
    containerColor: '#7c3aed',
    collectionInstructions: 'Draw 3 mL. Fill the tube to the line and invert it gently 8 to 10 times; do not shake.',
  },
  {
    name: 'Serum',
    containerType: 'Vacutainer, clot activator and gel',
    containerColor: '#eab308',
    collectionInstructions:
      'Draw 5 mL; for lipids the patient fasts 10 to 12 hours. Invert 5 times, let it clot 30 minutes upright, then send it for centrifuging.',
  },
  {
    name: 'Fluoride plasma',
    containerType: 'Vacutainer, sodium fluoride',
    containerColor: '#6b7280',
    collectionInstructions: 'Fasting glucose: at least 8 hours without food. Draw 2 mL and invert 8 times.',
  },
  {
    name: 'Urine',
    containerType: 'Sterile screw-cap container',
    containerColor: '#f59e0b',
    collectionInstructions:
      'First morning, midstream, clean catch. Fill about half the container and deliver it within 2 hours (keep it cold if later).',
  },
] as const;
type DemoSampleType = (typeof demoSampleTypes)[number]['name'];

export const demoTestCategories = [
  'Blood counts',
  'Biochemistry panels',
  'Diabetes',
  'Hormones',
  'Urine and body fluids',
  'Culture and sensitivity',
  'Imaging',
] as const;
type DemoCategory = (typeof demoTestCategories)[number];

export const demoOutsourceCentre = {
  name: 'Apex Reference Laboratory',
  contactPerson: 'Ravi Menon',
  phone: '9820012345',
  email: 'referrals@apex-reference.example',
  address: 'Plot 14, Andheri MIDC, Mumbai 400093',
};

/** A parameter with every flag off, so that each row below names only what it sets. */
type Row = Partial<ReportFormatParameterInput> & { index: number; name: string };
const rows = (list: Row[]): ReportFormatParameterInput[] => list.map((row, position) => ({ order: position, ...row }));

/** Numeric with the same bounds for men and women. */
const both = (lower: number | null, upper: number | null) => ({
  isNumeric: true,
  lowerBoundMale: lower,
  upperBoundMale: upper,
  lowerBoundFemale: lower,
  upperBoundFemale: upper,
});
/** Numeric with bounds for men, then for women. */
const bySex = (
  lowerMale: number | null,
  upperMale: number | null,
  lowerFemale: number | null,
  upperFemale: number | null,
) => ({
  isNumeric: true,
  lowerBoundMale: lowerMale,
  upperBoundMale: upperMale,
  lowerBoundFemale: lowerFemale,
  upperBoundFemale: upperFemale,
});
const critical = (lower: number | null, upper: number | null) => ({
  criticalLowerMale: lower,
  criticalUpperMale: upper,
  criticalLowerFemale: lower,
  criticalUpperFemale: upper,
});
/** The SI unit beside the conventional one: the value times the factor (decision 0041). */
const secondary = (secondaryUnit: string, secondaryFactor: number) => ({ secondaryUnit, secondaryFactor });
const heading = (index: number, name: string): Row => ({ index, name, styleFlag: true, optionalField: true });
const chosen = (listField: string) => ({ descriptionFlag: true, listField });
const nilToFourPlus = chosen('Nil~0#Trace~1#1+~2#2+~3#3+~4#4+~5');

export interface DemoTest {
  code: string;
  name: string;
  department: string;
  sampleType: DemoSampleType | null;
  category: DemoCategory;
  /** Rupees; the seed stores paise. */
  price: number;
  cost: number;
  targetTatMinutes: number;
  loincCode?: string;
  isRadiology?: boolean;
  isOutsourceTest?: boolean;
  device?: string;
  format: { name: string; parameters: ReportFormatParameterInput[] };
}

export const demoDevices = [
  { name: 'Sysmex XN-550', department: 'Haematology' },
  { name: 'Beckman Coulter AU480', department: 'Biochemistry' },
  { name: 'Bio-Rad D-10', department: 'Biochemistry' },
  { name: 'Roche cobas e 411', department: 'Immunoassay' },
  { name: 'Siemens Clinitek Status+', department: 'Clinical Pathology' },
] as const;

export const demoTests: DemoTest[] = [
  {
    code: 'CBC',
    name: 'Complete Blood Count',
    department: 'Haematology',
    sampleType: 'EDTA whole blood',
    category: 'Blood counts',
    price: 350,
    cost: 90,
    targetTatMinutes: 120,
    loincCode: '58410-2',
    device: 'Sysmex XN-550',
    format: {
      name: 'CBC (5-part differential)',
      parameters: rows([
        {
          index: 1,
          name: 'Haemoglobin',
          unit: 'g/dL',
          ...bySex(13, 17, 12, 15),
          ...critical(7, 20),
          loincCode: '718-7',
          ...secondary('g/L', 10),
        },
        { index: 2, name: 'Total RBC count', unit: '10^6/uL', ...bySex(4.5, 5.5, 3.8, 4.8), loincCode: '789-8' },
        {
          index: 3,
          name: 'Haematocrit (PCV)',
          unit: '%',
          ...bySex(40, 50, 36, 46),
          ...critical(20, 60),
          loincCode: '4544-3',
        },
        { index: 4, name: 'MCV', unit: 'fL', ...both(83, 101), calculationString: '#3*10/#2', loincCode: '787-2' },
        { index: 5, name: 'MCH', unit: 'pg', ...both(27, 32), calculationString: '#1*10/#2', loincCode: '785-6' },
        {
          index: 6,
          name: 'MCHC',
          unit: 'g/dL',
          ...both(31.5, 34.5),
          calculationString: '#1*100/#3',
          loincCode: '786-4',
        },
        { index: 7, name: 'RDW-CV', unit: '%', ...both(11.6, 14), loincCode: '788-0' },
        heading(8, 'Differential leucocyte count'),
        { index: 9, name: 'Total WBC count', unit: '10^3/uL', ...both(4, 10), ...critical(2, 30), loincCode: '6690-2' },
        { index: 10, name: 'Neutrophils', unit: '%', ...both(40, 80), loincCode: '770-8' },
        { index: 11, name: 'Lymphocytes', unit: '%', ...both(20, 40), loincCode: '736-9' },
        { index: 12, name: 'Monocytes', unit: '%', ...both(2, 10), loincCode: '5905-5' },
        { index: 13, name: 'Eosinophils', unit: '%', ...both(1, 6), loincCode: '713-8' },
        { index: 14, name: 'Basophils', unit: '%', ...both(0, 2), loincCode: '706-2' },
        {
          index: 15,
          name: 'Platelet count',
          unit: '10^3/uL',
          ...both(150, 410),
          ...critical(20, 1000),
          loincCode: '777-3',
        },
        {
          index: 16,
          name: 'Peripheral smear',
          descriptionFlag: true,
          optionalField: true,
          defaultDescription: 'RBCs are normocytic normochromic. WBCs and platelets are adequate. No parasites seen.',
        },
      ]),
    },
  },
  {
    code: 'LIPID',
    name: 'Lipid Profile',
    department: 'Biochemistry',
    sampleType: 'Serum',
    category: 'Biochemistry panels',
    price: 600,
    cost: 140,
    targetTatMinutes: 240,
    loincCode: '57698-3',
    device: 'Beckman Coulter AU480',
    format: {
      name: 'Lipid profile (Friedewald)',
      parameters: rows([
        {
          index: 1,
          name: 'Total cholesterol',
          unit: 'mg/dL',
          ...both(null, 200),
          method: 'CHOD-PAP',
          loincCode: '2093-3',
        },
        {
          index: 2,
          name: 'Triglycerides',
          unit: 'mg/dL',
          ...both(null, 150),
          ...critical(null, 1000),
          method: 'GPO-PAP',
          loincCode: '2571-8',
        },
        {
          index: 3,
          name: 'HDL cholesterol',
          unit: 'mg/dL',
          ...bySex(40, null, 50, null),
          method: 'Direct',
          loincCode: '2085-9',
        },
        {
          index: 4,
          name: 'LDL cholesterol (calculated)',
          unit: 'mg/dL',
          ...both(null, 100),
          calculationString: '#1-#3-(#2/5)',
          loincCode: '13457-7',
        },
        {
          index: 5,
          name: 'VLDL cholesterol (calculated)',
          unit: 'mg/dL',
          ...both(5, 40),
          calculationString: '#2/5',
          loincCode: '13458-5',
        },
        {
          index: 6,
          name: 'Total cholesterol / HDL ratio',
          ...both(null, 5),
          calculationString: '#1/#3',
          loincCode: '9830-1',
        },
        {
          index: 7,
          name: 'Interpretation',
          isInterpretation: true,
          descriptionFlag: true,
          optionalField: true,
          defaultDescription:
            'LDL is calculated by the Friedewald formula, which is not valid when triglycerides are above 400 mg/dL; a direct LDL is advised then.',
        },
      ]),
    },
  },
  {
    code: 'LFT',
    name: 'Liver Function Test',
    department: 'Biochemistry',
    sampleType: 'Serum',
    category: 'Biochemistry panels',
    price: 650,
    cost: 150,
    targetTatMinutes: 240,
    loincCode: '24325-3',
    device: 'Beckman Coulter AU480',
    format: {
      name: 'Liver function test',
      parameters: rows([
        {
          index: 1,
          name: 'Total bilirubin',
          unit: 'mg/dL',
          ...both(0.3, 1.2),
          ...critical(null, 15),
          loincCode: '1975-2',
        },
        { index: 2, name: 'Direct bilirubin', unit: 'mg/dL', ...both(0, 0.2), loincCode: '1968-7' },
        {
          index: 3,
          name: 'Indirect bilirubin',
          unit: 'mg/dL',
          ...both(0.2, 1),
          calculationString: '#1-#2',
          loincCode: '1971-1',
        },
        { index: 4, name: 'AST (SGOT)', unit: 'U/L', ...bySex(null, 40, null, 32), loincCode: '1920-8' },
        { index: 5, name: 'ALT (SGPT)', unit: 'U/L', ...bySex(null, 41, null, 33), loincCode: '1742-6' },
        { index: 6, name: 'Alkaline phosphatase', unit: 'U/L', ...bySex(40, 129, 35, 104), loincCode: '6768-6' },
        { index: 7, name: 'Gamma GT', unit: 'U/L', ...bySex(8, 61, 5, 36), loincCode: '2324-2' },
        { index: 8, name: 'Total protein', unit: 'g/dL', ...both(6.4, 8.3), loincCode: '2885-2' },
        { index: 9, name: 'Albumin', unit: 'g/dL', ...both(3.5, 5.2), loincCode: '1751-7' },
        {
          index: 10,
          name: 'Globulin',
          unit: 'g/dL',
          ...both(2, 3.5),
          calculationString: '#8-#9',
          loincCode: '10834-0',
        },
        { index: 11, name: 'A/G ratio', ...both(1.1, 2.5), calculationString: '#9/#10', loincCode: '1759-0' },
      ]),
    },
  },
  {
    code: 'KFT',
    name: 'Kidney Function Test',
    department: 'Biochemistry',
    sampleType: 'Serum',
    category: 'Biochemistry panels',
    price: 600,
    cost: 140,
    targetTatMinutes: 240,
    loincCode: '24362-6',
    device: 'Beckman Coulter AU480',
    format: {
      name: 'Kidney function test',
      parameters: rows([
        {
          index: 1,
          name: 'Urea',
          unit: 'mg/dL',
          ...both(17, 43),
          ...critical(null, 200),
          loincCode: '3091-6',
          ...secondary('mmol/L', 0.1665),
        },
        {
          index: 2,
          name: 'Blood urea nitrogen (calculated)',
          unit: 'mg/dL',
          ...both(8, 20),
          calculationString: 'round(#1/2.14, 1)',
          loincCode: '3094-0',
        },
        {
          index: 3,
          name: 'Creatinine',
          unit: 'mg/dL',
          ...bySex(0.7, 1.3, 0.6, 1.1),
          ...critical(null, 10),
          loincCode: '2160-0',
          ...secondary('umol/L', 88.42),
        },
        { index: 4, name: 'Uric acid', unit: 'mg/dL', ...bySex(3.5, 7.2, 2.6, 6), loincCode: '3084-1' },
        {
          index: 5,
          name: 'Sodium',
          unit: 'mmol/L',
          ...both(136, 145),
          ...critical(120, 160),
          method: 'ISE indirect',
          loincCode: '2951-2',
        },
        {
          index: 6,
          name: 'Potassium',
          unit: 'mmol/L',
          ...both(3.5, 5.1),
          ...critical(2.5, 6.5),
          method: 'ISE indirect',
          loincCode: '2823-3',
        },
        {
          index: 7,
          name: 'Chloride',
          unit: 'mmol/L',
          ...both(98, 107),
          ...critical(80, 120),
          method: 'ISE indirect',
          loincCode: '2075-0',
        },
      ]),
    },
  },
  {
    code: 'FBS',
    name: 'Glucose, Fasting',
    department: 'Biochemistry',
    sampleType: 'Fluoride plasma',
    category: 'Diabetes',
    price: 100,
    cost: 20,
    targetTatMinutes: 120,
    loincCode: '1558-6',
    device: 'Beckman Coulter AU480',
    format: {
      name: 'Fasting glucose',
      parameters: rows([
        {
          index: 1,
          name: 'Glucose, fasting',
          unit: 'mg/dL',
          ...both(70, 100),
          ...critical(40, 450),
          method: 'Hexokinase',
          loincCode: '1558-6',
          ...secondary('mmol/L', 0.0555),
        },
        {
          index: 2,
          name: 'Interpretation',
          isInterpretation: true,
          descriptionFlag: true,
          optionalField: true,
          defaultDescription:
            'ADA 2024: 100–125 mg/dL impaired fasting glucose; 126 mg/dL or more on two occasions suggests diabetes.',
        },
      ]),
    },
  },
  {
    code: 'HBA1C',
    name: 'HbA1c (Glycated Haemoglobin)',
    department: 'Biochemistry',
    sampleType: 'EDTA whole blood',
    category: 'Diabetes',
    price: 450,
    cost: 160,
    targetTatMinutes: 240,
    loincCode: '4548-4',
    device: 'Bio-Rad D-10',
    format: {
      name: 'HbA1c with estimated average glucose',
      parameters: rows([
        {
          index: 1,
          name: 'HbA1c',
          unit: '%',
          ...both(4, 5.6),
          ...critical(null, 14),
          method: 'HPLC',
          loincCode: '4548-4',
        },
        {
          index: 2,
          name: 'Estimated average glucose',
          unit: 'mg/dL',
          ...both(68, 114),
          calculationString: 'round(28.7*#1-46.7)',
          loincCode: '27353-2',
        },
        {
          index: 3,
          name: 'Interpretation',
          isInterpretation: true,
          descriptionFlag: true,
          optionalField: true,
          defaultDescription: 'Below 5.7 %: normal. 5.7–6.4 %: prediabetes. 6.5 % or more: diabetes (ADA).',
        },
      ]),
    },
  },
  {
    code: 'TFT',
    name: 'Thyroid Profile (T3, T4, TSH)',
    department: 'Immunoassay',
    sampleType: 'Serum',
    category: 'Hormones',
    price: 550,
    cost: 180,
    targetTatMinutes: 480,
    device: 'Roche cobas e 411',
    format: {
      name: 'Thyroid profile',
      parameters: rows([
        { index: 1, name: 'Total T3', unit: 'ng/dL', ...both(80, 200), method: 'ECLIA', loincCode: '3053-6' },
        { index: 2, name: 'Total T4', unit: 'ug/dL', ...both(5.1, 14.1), method: 'ECLIA', loincCode: '3026-2' },
        {
          index: 3,
          name: 'TSH',
          unit: 'mIU/L',
          ...both(0.27, 4.2),
          ...critical(null, 100),
          method: 'ECLIA',
          loincCode: '3016-3',
        },
      ]),
    },
  },
  {
    code: 'URINE-RE',
    name: 'Urine Routine Examination',
    department: 'Clinical Pathology',
    sampleType: 'Urine',
    category: 'Urine and body fluids',
    price: 150,
    cost: 30,
    targetTatMinutes: 120,
    loincCode: '24356-8',
    device: 'Siemens Clinitek Status+',
    format: {
      name: 'Urine routine and microscopy',
      parameters: rows([
        heading(1, 'Physical examination'),
        {
          index: 2,
          name: 'Colour',
          ...chosen('Pale yellow~0#Yellow~1#Dark yellow~2#Amber~3#Red~4'),
          loincCode: '5778-6',
        },
        { index: 3, name: 'Appearance', ...chosen('Clear~0#Slightly turbid~1#Turbid~2'), loincCode: '5767-9' },
        { index: 4, name: 'Specific gravity', ...both(1.005, 1.03), loincCode: '2965-2' },
        heading(5, 'Chemical examination'),
        { index: 6, name: 'pH', ...both(4.6, 8), loincCode: '2756-5' },
        {
          index: 7,
          name: 'Protein',
          ...nilToFourPlus,
          otherFlag: true,
          otherMale: 'Nil',
          otherFemale: 'Nil',
          loincCode: '2888-6',
        },
        {
          index: 8,
          name: 'Glucose',
          ...nilToFourPlus,
          otherFlag: true,
          otherMale: 'Nil',
          otherFemale: 'Nil',
          loincCode: '2350-7',
        },
        {
          index: 9,
          name: 'Ketone bodies',
          ...chosen('Negative~0#Positive~1'),
          otherFlag: true,
          otherMale: 'Negative',
          otherFemale: 'Negative',
          loincCode: '2514-8',
        },
        {
          index: 10,
          name: 'Bilirubin',
          ...chosen('Negative~0#Positive~1'),
          otherFlag: true,
          otherMale: 'Negative',
          otherFemale: 'Negative',
          loincCode: '5770-3',
        },
        heading(11, 'Microscopic examination'),
        {
          index: 12,
          name: 'Pus cells',
          unit: '/[HPF]',
          descriptionFlag: true,
          otherFlag: true,
          otherMale: '0 - 5',
          otherFemale: '0 - 10',
          loincCode: '5821-4',
        },
        {
          index: 13,
          name: 'Red blood cells',
          unit: '/[HPF]',
          descriptionFlag: true,
          otherFlag: true,
          otherMale: '0 - 2',
          otherFemale: '0 - 2',
          loincCode: '13945-1',
        },
        {
          index: 14,
          name: 'Epithelial cells',
          unit: '/[HPF]',
          descriptionFlag: true,
          optionalField: true,
          loincCode: '11277-1',
        },
        { index: 15, name: 'Casts', ...chosen('Absent~0#Present~1'), loincCode: '9842-6' },
        { index: 16, name: 'Crystals', ...chosen('Absent~0#Present~1'), loincCode: '5783-6' },
      ]),
    },
  },
  {
    code: 'URINE-CS',
    name: 'Urine Culture and Sensitivity',
    department: 'Microbiology',
    sampleType: 'Urine',
    category: 'Culture and sensitivity',
    price: 800,
    cost: 350,
    targetTatMinutes: 72 * 60,
    loincCode: '630-4',
    isOutsourceTest: true,
    format: {
      name: 'Culture, free text',
      parameters: rows([
        { index: 1, name: 'Specimen', descriptionFlag: true, defaultDescription: 'Midstream urine' },
        { index: 2, name: 'Gram stain', descriptionFlag: true, optionalField: true },
        {
          index: 3,
          name: 'Culture',
          descriptionFlag: true,
          defaultDescription: 'No growth after 48 hours of aerobic incubation at 37 °C.',
          loincCode: '630-4',
        },
        { index: 4, name: 'Colony count', unit: '{CFU}/mL', descriptionFlag: true, optionalField: true },
        {
          index: 5,
          name: 'Antibiotic sensitivity',
          descriptionFlag: true,
          optionalField: true,
          isInterpretation: true,
        },
      ]),
    },
  },
  {
    code: 'XR-CHEST',
    name: 'X-Ray Chest PA View',
    department: 'Radiology',
    sampleType: null,
    category: 'Imaging',
    price: 400,
    cost: 120,
    targetTatMinutes: 60,
    loincCode: '36554-4',
    isRadiology: true,
    format: {
      name: 'Radiology report',
      parameters: rows([
        {
          index: 1,
          name: 'Findings',
          descriptionFlag: true,
          defaultDescription:
            'Both lung fields are clear. Cardiac silhouette is within normal limits. Both costophrenic angles are clear. Bony thorax is normal.',
        },
        {
          index: 2,
          name: 'Impression',
          descriptionFlag: true,
          isInterpretation: true,
          defaultDescription: 'No active lung parenchymal lesion.',
        },
        { index: 3, name: 'Image', fileInput: true, optionalField: true },
      ]),
    },
  },
];

export const demoProfiles = [
  {
    code: 'HC-BASIC',
    name: 'Basic Health Checkup',
    /** Rupees; the tests alone come to 2,450. */
    price: 1499,
    tests: ['CBC', 'FBS', 'LIPID', 'LFT', 'KFT', 'URINE-RE'],
  },
  { code: 'DIAB-CARE', name: 'Diabetes Care Panel', price: 999, tests: ['FBS', 'HBA1C', 'KFT', 'URINE-RE'] },
] as const;

export const demoPrivilegeCardTypes = [
  { name: 'Family Health Card', discountPercent: 10, validityDays: 365, price: 500, maxMembers: 4 },
  { name: 'Senior Citizen Card', discountPercent: 15, validityDays: 365, price: 0, maxMembers: 1 },
] as const;

/** The lab's ids a catalogue test refers to, and its prices in minor units. */
export interface CatalogueTestRefs {
  departmentId: number | undefined;
  sampleTypeId: number | null | undefined;
  categoryId: number | undefined;
  price: number;
  cost: number;
  outsourceCentreId?: number | null;
}

/**
 * One test of this catalogue and its default report format, through the catalogue's services:
 * the demo lab's catalogue and a new lab's starter catalogue (modules/onboarding) both make them so.
 */
export async function createCatalogueTest(
  services: ServiceRegistry,
  actor: LabActor,
  test: DemoTest,
  refs: CatalogueTestRefs,
): Promise<number> {
  const created = await services.labTests.create({
    actor,
    input: CreateTest.parse({
      code: test.code,
      name: test.name,
      departmentId: refs.departmentId,
      sampleTypeId: refs.sampleTypeId ?? null,
      categoryId: refs.categoryId,
      price: refs.price,
      cost: refs.cost,
      targetTatMinutes: test.targetTatMinutes,
      isRadiology: test.isRadiology ?? false,
      isOutsourceTest: refs.outsourceCentreId != null,
      outsourceCentreId: refs.outsourceCentreId ?? null,
      loincCode: test.loincCode ?? null,
    }),
  });
  await services.reportFormats.create({
    actor,
    input: CreateReportFormat.parse({
      testId: created.id,
      name: test.format.name,
      isDefault: true,
      parameters: test.format.parameters,
    }),
  });
  return created.id;
}
