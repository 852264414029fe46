import type {
  AuditArea,
  AuditEntry,
  AuditListQuery,
  UpdateCommunicationSettings,
  UpdateOperationSettings,
} from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import {
  getCommunicationSettings,
  getOperationSettings,
  listAudit,
  listAuditActors,
  updateCommunicationSettings,
  updateOperationSettings,
} from '../api/lab-settings-api';

/** The lab settings' query keys; nothing outside this file builds them. */
export const labSettingsKeys = {
  all: ['lab-settings'] as const,
  communication: () => [...labSettingsKeys.all, 'communication'] as const,
  operation: () => [...labSettingsKeys.all, 'operation'] as const,
  audit: ['audit'] as const,
  auditList: () => [...labSettingsKeys.audit, 'list'] as const,
  auditActors: () => [...labSettingsKeys.audit, 'actors'] as const,
};

/** Read fresh each time the page opens: another admin or support may have changed them. */
export function useCommunicationSettings() {
  return useQuery({
    queryKey: labSettingsKeys.communication(),
    queryFn: ({ signal }) => getCommunicationSettings(signal),
    staleTime: 0,
  });
}

export function useOperationSettings() {
  return useQuery({
    queryKey: labSettingsKeys.operation(),
    queryFn: ({ signal }) => getOperationSettings(signal),
    staleTime: 0,
  });
}

/**
 * Both sections share the lab settings' version: a save makes the other section's version
 * stale, so both are read again, and so is the audit trail the save wrote to.
 */
function useSettingsSave<Body>(save: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: labSettingsKeys.audit }),
      ]),
  });
}

export const useSaveCommunicationSettings = () =>
  useSettingsSave((body: UpdateCommunicationSettings) => updateCommunicationSettings(body));

export const useSaveOperationSettings = () =>
  useSettingsSave((body: UpdateOperationSettings) => updateOperationSettings(body));

export type AuditSortKey = NonNullable<AuditListQuery['sort']>;

/** Narrowing the trail: one user's account, one area, the lab days of a range. */
export type AuditFilters = {
  accountId: number | undefined;
  area: AuditArea | undefined;
  from: string | undefined;
  to: string | undefined;
};

/** Settings > Audit trail: newest first, paged by the server. */
export function useAuditList() {
  return useServerList<AuditEntry, AuditSortKey, AuditFilters>({
    queryKey: labSettingsKeys.auditList(),
    fetchPage: (query, signal) => listAudit(query, signal),
    defaultSort: { key: 'at', direction: 'desc' },
    initialFilters: { accountId: undefined, area: undefined, from: undefined, to: undefined },
  });
}

export function useAuditActors() {
  return useQuery({ queryKey: labSettingsKeys.auditActors(), queryFn: ({ signal }) => listAuditActors(signal) });
}
