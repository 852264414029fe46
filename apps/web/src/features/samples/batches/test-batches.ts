import type { SampleBatchDetail, SampleBatchItem, SampleBatchList } from '@lims/contract';
import { jsonResponse } from '../../../test/render-page';
import { errorResponse } from '../../patients/test-patients';
import { sampleItem } from '../test-samples';

/** A batch as the API answers it: sent from City Clinic to the main lab, not yet decided. */
export const batchItem: SampleBatchItem = {
  id: 21,
  referenceNo: 'BT-20250521-0007',
  status: 'sent',
  fromBranch: null,
  toBranch: null,
  organisation: { id: 3, name: 'City Clinic' },
  temperature: '2–8 °C',
  collectingPerson: 'Ravi Kumar',
  comments: 'Keep upright',
  sampleCount: 1,
  createdBy: 'Nisha Patel',
  createdAt: '2025-05-21T10:30:00.000Z',
  receivedAt: null,
  receivedBy: null,
  rejectedAt: null,
  rejectedBy: null,
  rejectReason: null,
  version: 1,
};

/** The collected sample the batch carries. */
export const batchedSample = {
  ...sampleItem,
  status: 'collected',
  collectedAt: '2025-05-21T10:00:00.000Z',
  batch: { id: batchItem.id, referenceNo: batchItem.referenceNo },
} satisfies SampleBatchDetail['samples'][number];

export const batchDetail = (batch: SampleBatchItem = batchItem): SampleBatchDetail => ({
  batch,
  samples: [batchedSample],
});

export const batchPage = (items: SampleBatchItem[]): SampleBatchList => ({
  items,
  total: items.length,
  nextCursor: null,
});

/** Whether the lab manages batches, as the batch screens learn it. */
export type BatchManagement = 'on' | 'off';

/**
 * The next reference number the lab proposes, or, while the lab does not manage batches, the
 * server's refusal: the `routeApi` route the batch pages ask first.
 */
export const nextReferenceRoute = (management: BatchManagement) =>
  [
    'GET',
    '/api/v1/sample-batches/next-reference',
    () =>
      management === 'on'
        ? jsonResponse(200, { referenceNo: 'BT-20250521-0008' })
        : errorResponse(409, 'conflict', 'batchManagementOff'),
  ] as [string, string, () => Response];
