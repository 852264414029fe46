import type { BarcodeSettings, SampleList, SampleListItem } from '@lims/contract';

/** A sample as the lists answer it: blood, not yet collected, for the tests of the samples area. */
export const sampleItem: SampleListItem = {
  id: 11,
  autoSampleId: 'S-000011',
  manualSampleId: null,
  accessionNo: null,
  status: 'notCollected',
  redrawFlag: 0,
  redrawComments: null,
  sampleType: {
    id: 2,
    name: 'Whole blood',
    containerType: 'EDTA tube',
    containerColor: '#7b2cbf',
    collectionInstructions: 'Fill the tube to the line; invert it gently 8 to 10 times.',
  },
  bill: { id: 7, labBillId: '1042' },
  patient: {
    id: 42,
    labPatientId: 'P-000042',
    fullName: 'Rahul Sharma',
    designation: 'Mr.',
    gender: 'Male',
    age: 34,
    ageUnit: 'Years',
    mobile: '9876543210',
  },
  organisation: { id: 3, name: 'City Clinic' },
  branch: null,
  testNames: ['Complete Blood Count', 'ESR'],
  departmentNames: ['Haematology'],
  collectedAt: null,
  collectedBy: null,
  receivedAt: null,
  rejectedAt: null,
  rejectReason: null,
  redrawContact: null,
  redrawAppointmentAt: null,
  batch: null,
  outsourced: false,
  version: 1,
  createdAt: '2025-05-21T10:00:00.000Z',
};

export const samplePage = (items: SampleListItem[]): SampleList => ({ items, total: items.length, nextCursor: null });

/** The lab's barcode settings as the print buttons read them: the PDF sheet only. */
export const barcodeSettingsItem: BarcodeSettings = {
  patientIdFlag: 1,
  sampleTypeBarcodeFlag: 1,
  collectionDateFlag: 1,
  testNamesFlag: 0,
  manualSampleIdFlag: 0,
  printProtocol: 0,
  version: 1,
};
