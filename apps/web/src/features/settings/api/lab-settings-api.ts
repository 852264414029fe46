import {
  AuditActors,
  type AuditListQuery,
  AuditPage,
  CommunicationSettings,
  communicationSettingsPath,
  OperationSettings,
  operationSettingsPath,
  type UpdateCommunicationSettings,
  type UpdateOperationSettings,
} from '@lims/contract';
import { api } from '../../../app/api-client';

export const getCommunicationSettings = (signal?: AbortSignal) =>
  api.get(communicationSettingsPath, CommunicationSettings, { signal });

export const updateCommunicationSettings = (body: UpdateCommunicationSettings) =>
  api.put(communicationSettingsPath, body, CommunicationSettings);

export const getOperationSettings = (signal?: AbortSignal) =>
  api.get(operationSettingsPath, OperationSettings, { signal });

export const updateOperationSettings = (body: UpdateOperationSettings) =>
  api.put(operationSettingsPath, body, OperationSettings);

export const listAudit = (query: Partial<AuditListQuery>, signal?: AbortSignal) =>
  api.get('/api/v1/audit', AuditPage, { query, signal });

export const listAuditActors = (signal?: AbortSignal) => api.get('/api/v1/audit/actors', AuditActors, { signal });
