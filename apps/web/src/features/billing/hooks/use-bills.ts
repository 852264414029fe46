import type {
  AddPayment,
  AddRefund,
  Bill,
  BillListItem,
  CancelBillLine,
  CreateBill,
  DismissBill,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../app/api-client';
import { useServerList } from '../../../ui';
import {
  addPayment,
  addRefund,
  type BillFilters,
  type BillSortKey,
  cancelBillLine,
  createBill,
  dismissBill,
  getBill,
  listBillAttachments,
  listBills,
  uploadBillAttachment,
} from '../api/bills-api';
import { billingKeys } from './billing-keys';

export type { BillFilters, BillSortKey } from '../api/bills-api';

/** The bill list: searched, filtered and paged by the server, newest first. */
export function useBillList() {
  return useServerList<BillListItem, BillSortKey, BillFilters>({
    queryKey: billingKeys.lists(),
    fetchPage: (query, signal) => listBills(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: {},
  });
}

export const useBill = (id: number) =>
  useQuery({ queryKey: billingKeys.bill(id), queryFn: ({ signal }) => getBill(id, signal) });

export const useBillAttachments = (billId: number) =>
  useQuery({ queryKey: billingKeys.attachments(billId), queryFn: ({ signal }) => listBillAttachments(billId, signal) });

/** The server answers a change with the whole bill: the page shows it at once, and the lists are read again. */
const billChanged = async (queryClient: QueryClient, bill: Bill) => {
  queryClient.setQueryData(billingKeys.bill(bill.id), bill);
  await queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
};

/** A stale version or a refusal: the bill is read again, so the next try starts from what is saved. */
const rereadBill = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: billingKeys.bill(id) });

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBill) => createBill(body),
    onSuccess: (bill) => billChanged(queryClient, bill),
  });
}

function useBillChange<Input>(billId: number, change: (input: Input) => Promise<Bill>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (bill) => billChanged(queryClient, bill),
    onError: () => rereadBill(queryClient, billId),
  });
}

export const useAddPayment = (billId: number) => useBillChange(billId, (body: AddPayment) => addPayment(billId, body));

export const useAddRefund = (billId: number) => useBillChange(billId, (body: AddRefund) => addRefund(billId, body));

export const useCancelLine = (billId: number) =>
  useBillChange(billId, ({ lineId, ...body }: CancelBillLine & { lineId: number }) =>
    cancelBillLine(billId, lineId, body),
  );

export const useDismissBill = (billId: number) =>
  useBillChange(billId, (body: DismissBill) => dismissBill(billId, body));

export function useUploadAttachment(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBillAttachment(billId, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.attachments(billId) }),
        queryClient.invalidateQueries({ queryKey: billingKeys.bill(billId) }),
      ]),
  });
}

/** The concession is above the lab's limit and the cashier may not approve it (403 'discountApprovalNeeded'). */
export const needsApproval = (error: unknown): error is ApiError =>
  isApiError(error) && error.messageKey === 'discountApprovalNeeded';
