import { type OutboxListQuery, OutboxMessage, OutboxPage, type SendTestEmail } from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/outbox';

export const listOutbox = (query: OutboxListQuery, signal?: AbortSignal) =>
  api.get(base, OutboxPage, { query, signal });

export const sendTestEmail = (body: SendTestEmail) => api.post(`${base}/test-email`, body, OutboxMessage);
