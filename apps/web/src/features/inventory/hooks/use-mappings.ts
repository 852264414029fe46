import type { CreateMapping, MappingTarget, MappingTargetRow, SaveBulkMapping, UpdateMapping } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import {
  checkBulkMapping,
  createMapping,
  getReportConsumption,
  listBrandChoices,
  listMappings,
  listMappingTargets,
  type MappingTargetFilters,
  type MappingTargetSortKey,
  removeMapping,
  saveBulkMapping,
  updateMapping,
} from '../api/mapping-api';

/** The mapping screens' and the inventory-used panel's query keys; nothing outside this file builds them. */
export const mappingKeys = {
  all: ['inventory-mapping'] as const,
  targets: (target: MappingTarget) => [...mappingKeys.all, 'targets', target] as const,
  mappings: (target: MappingTarget, targetId: number, deviceId: number | null) =>
    [...mappingKeys.all, 'mappings', target, targetId, deviceId] as const,
  brands: () => [...mappingKeys.all, 'brands'] as const,
  reportConsumption: (reportId: number) => ['inventory-consumption', 'report', reportId] as const,
};

/** One tab's tests, sample types or QC groups, searched and paged by the server. */
export function useMappingTargets(target: MappingTarget) {
  return useServerList<MappingTargetRow, MappingTargetSortKey, MappingTargetFilters>({
    queryKey: mappingKeys.targets(target),
    fetchPage: (query, signal) => listMappingTargets(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { target },
  });
}

/** A target's mappings; for a test, those of one device or, with none, of every device. */
export const useMappings = (target: MappingTarget, targetId: number, deviceId: number | null) =>
  useQuery({
    queryKey: mappingKeys.mappings(target, targetId, deviceId),
    queryFn: ({ signal }) => listMappings({ target, targetId, ...(deviceId !== null && { deviceId }) }, signal),
  });

export const useBrandChoices = (enabled: boolean) =>
  useQuery({ queryKey: mappingKeys.brands(), queryFn: ({ signal }) => listBrandChoices(signal), enabled });

/** A change of mappings changes the lists and the targets' counts: both are read again. */
function useMappingChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mappingKeys.all }),
  });
}

export const useCreateMapping = () => useMappingChange((body: CreateMapping) => createMapping(body));

export const useUpdateMapping = () =>
  useMappingChange(({ id, body }: { id: number; body: UpdateMapping }) => updateMapping(id, body));

export const useRemoveMapping = () =>
  useMappingChange(({ id, version }: { id: number; version: number }) => removeMapping(id, version));

/** Checking a file changes nothing on the server, so nothing is read again. */
export const useCheckBulkMapping = () => useMutation({ mutationFn: (file: File) => checkBulkMapping(file) });

export const useSaveBulkMapping = () => useMappingChange((body: SaveBulkMapping) => saveBulkMapping(body));

/** The inventory-used panel's lines, read once the panel is shown. */
export const useReportConsumption = (reportId: number, enabled: boolean) =>
  useQuery({
    queryKey: mappingKeys.reportConsumption(reportId),
    queryFn: ({ signal }) => getReportConsumption(reportId, signal),
    enabled,
  });

/** After a report's save: its first save consumed the stock, so the panel reads what it took. */
export function useRefreshReportConsumption() {
  const queryClient = useQueryClient();
  return (reportId: number) => queryClient.invalidateQueries({ queryKey: mappingKeys.reportConsumption(reportId) });
}
