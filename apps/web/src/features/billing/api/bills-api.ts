import {
  type AddPayment,
  type AddRefund,
  Bill,
  BillAttachment,
  BillAttachmentList,
  BillableSearchResult,
  BillList,
  type BillListQuery,
  type CancelBillLine,
  type CreateBill,
  type DismissBill,
  type ListQuery,
  uploadFieldName,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/bills';

export const billPath = (id: number) => `${base}/${id}`;
/** The receipt, printed from a new tab (the server writes it in the bill's language). */
export const receiptPath = (id: number) => `${base}/${id}/receipt.pdf`;
export const attachmentPath = (billId: number, attachmentId: number) => `${base}/${billId}/attachments/${attachmentId}`;

export const createBill = (body: CreateBill) => api.post(base, body, Bill);

export type BillSortKey = NonNullable<BillListQuery['sort']>;
export type BillFilters = Pick<BillListQuery, 'paymentStatus' | 'from' | 'to'>;

export const listBills = (query: ListQuery<BillSortKey> & BillFilters, signal?: AbortSignal) =>
  api.get(base, BillList, { query, signal });

export const getBill = (id: number, signal?: AbortSignal) => api.get(billPath(id), Bill, { signal });

export const addPayment = (id: number, body: AddPayment) => api.post(`${billPath(id)}/payments`, body, Bill);

export const addRefund = (id: number, body: AddRefund) => api.post(`${billPath(id)}/refunds`, body, Bill);

export const cancelBillLine = (id: number, lineId: number, body: CancelBillLine) =>
  api.post(`${billPath(id)}/lines/${lineId}/cancel`, body, Bill);

export const dismissBill = (id: number, body: DismissBill) => api.post(`${billPath(id)}/dismiss`, body, Bill);

export const listBillAttachments = async (id: number, signal?: AbortSignal) =>
  (await api.get(`${billPath(id)}/attachments`, BillAttachmentList, { signal })).items;

/** Multipart, the file in the part 'file' (spec 001 §3 'Bill attachment upload'). */
export const uploadBillAttachment = (id: number, file: File) => {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.post(`${billPath(id)}/attachments`, form, BillAttachment);
};

/** Tests and profiles by name or code, for a new bill's lines. */
export const searchBillables = async (q: string, signal?: AbortSignal) =>
  (await api.get('/api/v1/catalogue/billables', BillableSearchResult, { query: { q, limit: 20 }, signal })).items;
