import type { ReportEntry, SigningDoctorOptions } from '@lims/contract';
import { newReportFormatParameter, type ReportFormatParameter } from '@lims/domain';

/** A format parameter for page tests: a numeric value row unless told otherwise. */
export const entryParameter = (
  index: number,
  overrides: Partial<ReportFormatParameter> = {},
): ReportFormatParameter => ({
  ...newReportFormatParameter([]),
  index,
  order: index,
  name: `Parameter ${index}`,
  ...overrides,
});

/** spec 001 §3 a complete blood count's first rows, male ranges with critical bounds. */
export const haemoglobin = entryParameter(1, {
  name: 'Haemoglobin',
  unit: 'g/dL',
  lowerBoundMale: 13,
  upperBoundMale: 17,
  criticalLowerMale: 7,
  criticalUpperMale: 20,
});

/** A report as `GET /api/v1/reports/{id}` answers it, open for entry by the lab. */
export function reportEntryWith(
  overrides: Partial<ReportEntry> = {},
  parameters: ReportFormatParameter[] = [haemoglobin],
): ReportEntry {
  return {
    id: 41,
    version: 3,
    status: 'notCollected',
    stage: 'pending',
    test: {
      id: 7,
      code: 'CBC',
      name: 'Complete Blood Count',
      isRadiology: false,
      department: { id: 2, name: 'Haematology' },
    },
    formats: [{ id: 5, name: 'CBC standard', isDefault: true }],
    format: { id: 5, name: 'CBC standard', parameters },
    values: [],
    previousValues: [],
    patient: {
      id: 9,
      labPatientId: 'P-0009',
      fullName: 'Ravi Kumar',
      designation: 'Mr.',
      gender: 'Male',
      age: 42,
      ageUnit: 'Years',
    },
    sample: null,
    sidePanel: {
      billDate: '2026-11-20T04:30:00.000Z',
      accessionDate: null,
      billedBy: 'Asha Verma',
      labBillId: 'B-102',
      billId: 102,
      sampleId: null,
      orderNumber: null,
      organisation: null,
      referral: null,
      interfacedOn: null,
      medicalHistory: null,
      allergies: null,
      previousReportOn: null,
      attachments: 0,
      billDue: false,
    },
    targetTatMinutes: 0,
    signatures: [],
    minApprovals: 1,
    maxApprovals: 4,
    exception: {
      inQuestion: false,
      onHold: false,
      notPerformed: false,
      isResolved: false,
      qcHold: false,
      comments: null,
      resolutionComments: null,
    },
    comments: null,
    critical: { count: 0, acknowledgedAt: null, acknowledgedBy: null },
    emergency: false,
    markedAsDone: false,
    isSynced: false,
    reviewCounter: 0,
    consultingDoctor: null,
    amendments: [],
    enteredAt: null,
    enteredBy: null,
    device: null,
    devices: [],
    settings: {
      highLightPreference: 0,
      forceCalculationFlag: false,
      mandatoryFieldsFlag: false,
      storeValuesToDocumentDb: false,
      cacheSignatureFlag: false,
      inventoryManagement: false,
      qualityControl: false,
    },
    editable: true,
    signable: false,
    ...overrides,
  };
}

export const signingDoctors: SigningDoctorOptions = {
  doctors: [
    { id: 11, fullName: 'Dr. Meera Iyer', isDepartmentDefault: true, cached: false },
    { id: 12, fullName: 'Dr. Anil Sharma', isDepartmentDefault: false, cached: false },
    { id: 13, fullName: 'Dr. Farah Khan', isDepartmentDefault: false, cached: true },
  ],
  fixedDoctorId: null,
};
