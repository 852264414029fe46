import type { SampleTimeline, SampleTrackingEvent } from '@lims/contract';

const event = (overrides: Partial<SampleTrackingEvent> & Pick<SampleTrackingEvent, 'id' | 'action' | 'at'>) => ({
  by: 'Asha Verma',
  place: { kind: 'lab' as const },
  ipAddress: null,
  statusBefore: null,
  statusAfter: null,
  comment: null,
  ...overrides,
});

/** A sample collected, received, rejected and re-enabled: to be drawn again. */
export const reEnabledTimeline: SampleTimeline = {
  sample: {
    id: 41,
    autoSampleId: 'S-000123',
    manualSampleId: 'M-77',
    accessionNo: null,
    status: 'notCollected',
    redrawFlag: 0,
    sampleTypeName: 'Serum',
    bill: { id: 9, labBillId: 'B-000045' },
    patient: { id: 5, labPatientId: 'P-000012', fullName: 'Ravi Kumar' },
    branchName: null,
    createdAt: '2026-01-05T03:30:00.000Z',
    collectedAt: null,
    receivedAt: null,
    accessionedAt: null,
    rejectReason: 'Haemolysed',
  },
  progress: 'inProgress',
  latestStep: 'collected',
  steps: [
    { step: 'billed', mark: 'out', events: [event({ id: 1, action: 'bill.create', at: '2026-01-05T03:30:00.000Z' })] },
    {
      step: 'collected',
      mark: 'in',
      events: [
        event({
          id: 2,
          action: 'sample.collect',
          at: '2026-01-05T03:40:00.000Z',
          by: 'Meera Nair',
          place: { kind: 'collectionCentre', name: 'Green Park Centre' },
          ipAddress: '203.0.113.24',
          statusBefore: 'notCollected',
          statusAfter: 'collected',
        }),
        event({
          id: 5,
          action: 'sample.reEnable',
          at: '2026-01-05T05:00:00.000Z',
          statusBefore: 'rejected',
          statusAfter: 'notCollected',
        }),
      ],
    },
    {
      step: 'received',
      mark: 'sentBack',
      events: [
        event({
          id: 3,
          action: 'sample.receive',
          at: '2026-01-05T04:10:00.000Z',
          place: { kind: 'branch', name: 'Main Road' },
          statusBefore: 'collected',
          statusAfter: 'received',
        }),
        event({
          id: 4,
          action: 'sample.reject',
          at: '2026-01-05T04:20:00.000Z',
          by: null,
          place: null,
          statusBefore: 'received',
          statusAfter: 'rejected',
          comment: 'Haemolysed',
        }),
      ],
    },
    { step: 'accessioned', mark: 'pending', events: [] },
    { step: 'reportEntry', mark: 'pending', events: [] },
    { step: 'signed', mark: 'pending', events: [] },
  ],
};
