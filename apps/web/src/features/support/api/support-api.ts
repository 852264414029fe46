import {
  type AddCredits,
  CreditConsumptionPage,
  type CreditConsumptionQuery,
  type CreditKind,
  LabCredits,
  type OutboxListQuery,
  OutboxPage,
  type SupportLabListQuery,
  SupportLabPage,
  SupportLabSettings,
  type UpdateSupportLabSettings,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/support';

export const listSupportLabs = (query: SupportLabListQuery, signal?: AbortSignal) =>
  api.get(`${base}/labs`, SupportLabPage, { query, signal });

export const getLabSettings = (labId: number, signal?: AbortSignal) =>
  api.get(`${base}/labs/${labId}/settings`, SupportLabSettings, { signal });

export const updateLabSettings = (labId: number, body: UpdateSupportLabSettings) =>
  api.put(`${base}/labs/${labId}/settings`, body, SupportLabSettings);

export const getLabCredits = (labId: number, signal?: AbortSignal) =>
  api.get(`${base}/labs/${labId}/credits`, LabCredits, { signal });

export const addLabCredits = (labId: number, kind: CreditKind, body: AddCredits) =>
  api.post(`${base}/labs/${labId}/credits/${kind}`, body, LabCredits);

export const listConsumption = (query: CreditConsumptionQuery, signal?: AbortSignal) =>
  api.get(`${base}/credits/consumption`, CreditConsumptionPage, { query, signal });

export const listProductOutbox = (query: OutboxListQuery, signal?: AbortSignal) =>
  api.get(`${base}/outbox`, OutboxPage, { query, signal });
