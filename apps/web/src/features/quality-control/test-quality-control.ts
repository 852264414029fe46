import type { QcChart, QcGroup, QcHold, QcOptions, QcRecord } from '@lims/contract';

/** Page-test answers of the quality-control API: one glucose control on a chemistry analyser. */
export const qcOptions: QcOptions = {
  departments: [
    { id: 3, name: 'Biochemistry' },
    { id: 4, name: 'Haematology' },
  ],
  devices: [
    {
      id: 21,
      name: 'Cobas c311',
      departmentId: 3,
      tests: [
        { id: 101, name: 'Glucose Fasting', unit: 'mg/dL' },
        { id: 102, name: 'Creatinine', unit: 'mg/dL' },
      ],
    },
    { id: 22, name: 'Sysmex XN', departmentId: 4, tests: [{ id: 201, name: 'Haemoglobin', unit: 'g/dL' }] },
  ],
};

export const glucoseGroup: QcGroup = {
  id: 7,
  name: 'Chemistry Level 1',
  department: { id: 3, name: 'Biochemistry' },
  level: 'level1',
  device: { id: 21, name: 'Cobas c311' },
  lotNumber: 'LOT-4471',
  enabled: true,
  tests: [
    { testId: 101, testName: 'Glucose Fasting', targetMean: 100, targetSd: 5, unit: 'mg/dL' },
    { testId: 102, testName: 'Creatinine', targetMean: 1.2, targetSd: 0.1, unit: 'mg/dL' },
  ],
  lastRun: { status: 'rejected', measuredAt: '2025-05-21T04:30:00.000Z' },
  openHolds: 1,
  createdAt: '2025-05-01T04:30:00.000Z',
  createdBy: 'Asha Verma',
  version: 3,
};

export const page = <Item>(items: Item[]) => ({ items, total: items.length, nextCursor: null });

const recordOf = (index: number, value: number, extra: Partial<QcRecord> = {}): QcRecord => ({
  id: 500 + index,
  index,
  testId: 101,
  value,
  unit: 'mg/dL',
  date: `2025-05-${String(18 + index).padStart(2, '0')}T04:30:00.000Z`,
  zScore: (value - 100) / 5,
  status: 'accepted',
  violations: [],
  note: `QC of ${value}mg/dL on May ${18 + index}, 2025, 10:00 AM`,
  ...extra,
});

export const rejectedRecord = recordOf(3, 117, { status: 'rejected', violations: ['1-2s', '1-3s'] });

export const glucoseChart: QcChart = {
  group: { id: 7, name: 'Chemistry Level 1' },
  test: { id: 101, name: 'Glucose Fasting' },
  device: { id: 21, name: 'Cobas c311' },
  target: { mean: 100, sd: 5, unit: 'mg/dL' },
  records: [recordOf(1, 101), recordOf(2, 111, { status: 'warning', violations: ['1-2s'] }), rejectedRecord],
};

export const openHold: QcHold = {
  id: 31,
  group: { id: 7, name: 'Chemistry Level 1' },
  test: { id: 101, name: 'Glucose Fasting' },
  device: { id: 21, name: 'Cobas c311' },
  record: rejectedRecord,
  openedAt: '2025-05-21T04:31:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolutionComment: null,
  reports: [
    {
      reportId: 9001,
      billId: 44,
      patientName: 'Meera Iyer',
      testName: 'Glucose Fasting',
      enteredAt: '2025-05-21T04:00:00.000Z',
      isSigned: false,
    },
  ],
  version: 1,
};
