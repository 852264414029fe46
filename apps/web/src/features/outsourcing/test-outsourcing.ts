import type {
  OutsourceCentre,
  OutsourceCentreList,
  OutsourcingReportItem,
  OutsourcingReportList,
} from '@lims/contract';

/** The lab's outsource centres as the catalogue lists them. */
const centre = (id: number, name: string): OutsourceCentre => ({
  id,
  name,
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
  enabled: true,
  version: 1,
  createdAt: '2025-05-01T09:00:00.000Z',
  updatedAt: '2025-05-01T09:00:00.000Z',
});
export const apex = centre(5, 'Apex Reference Laboratory');
export const metro = centre(6, 'Metro Genetics');
export const centreList: OutsourceCentreList = { items: [apex, metro], total: 2, nextCursor: null };

/** A urine culture billed to Apex, not yet sent: 'Outsource Eligible'. */
export const eligibleReport: OutsourcingReportItem = {
  labReportId: 41,
  test: { id: 9, code: 'URINE-CS', name: 'Urine Culture and Sensitivity', isOutsourceTest: true },
  bill: { id: 7, labBillId: 'B-000007' },
  patient: { id: 3, labPatientId: 'P-000003', fullName: 'Meera Iyer' },
  sample: { id: 11, autoSampleId: 'S-000011', status: 'collected' },
  suggestedCentre: { id: apex.id, name: apex.name },
  outsourcedReportFlag: 0,
  outsourceEligible: true,
  outsourcing: null,
  billedAt: '2025-05-21T04:30:00.000Z',
};

/** The same report out at Apex for ₹450, sent by Nisha Patel. */
export const outsourcedReport: OutsourcingReportItem = {
  ...eligibleReport,
  outsourcedReportFlag: 2,
  outsourceEligible: false,
  outsourcing: {
    id: 81,
    centre: { id: apex.id, name: apex.name },
    price: 45_000,
    status: 'sent',
    fileReport: false,
    fileId: null,
    comments: 'Urgent',
    outsourcedAt: '2025-05-21T06:00:00.000Z',
    outsourcedBy: 'Nisha Patel',
    closedAt: null,
    version: 1,
  },
};

export const reportPage = (items: OutsourcingReportItem[]): OutsourcingReportList => ({
  items,
  total: items.length,
  nextCursor: null,
});
