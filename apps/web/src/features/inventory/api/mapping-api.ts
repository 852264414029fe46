import {
  BulkMappingCheck,
  BulkMappingSaved,
  type CreateMapping,
  InventoryBrandChoices,
  InventoryMapping,
  type ListQuery,
  MappingList,
  type MappingTarget,
  MappingTargetList,
  ReportConsumption,
  type SaveBulkMapping,
  type UpdateMapping,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const inventoryPath = '/api/v1/inventory';

export type MappingTargetSortKey = 'name';
export type MappingTargetFilters = { target: MappingTarget };

/** spec 002 §9 get-test-list-for-stock-consumption, get-sample-wise-list, map-qc-inventory: what can consume stock, with its mapping count. */
export const listMappingTargets = (
  query: ListQuery<MappingTargetSortKey> & MappingTargetFilters,
  signal?: AbortSignal,
) => api.get(`${inventoryPath}/mapping-targets`, MappingTargetList, { query, signal });

/** spec 002 §9 get-mapped-products-for-tests, get-sample-wise-details, get-qc-wise-details. */
export const listMappings = (
  query: { target: MappingTarget; targetId: number; deviceId?: number },
  signal?: AbortSignal,
) => api.get(`${inventoryPath}/mappings`, MappingList, { query, signal });

export const createMapping = (body: CreateMapping) => api.post(`${inventoryPath}/mappings`, body, InventoryMapping);

export const updateMapping = (id: number, body: UpdateMapping) =>
  api.put(`${inventoryPath}/mappings/${id}`, body, InventoryMapping);

export const removeMapping = (id: number, version: number) =>
  api.command(`${inventoryPath}/mappings/${id}`, 'DELETE', undefined, { query: { version } });

/** Every enabled item with each of its brands, for the Map item picker. */
export const listBrandChoices = (signal?: AbortSignal) =>
  api.get(`${inventoryPath}/brands`, InventoryBrandChoices, { signal });

/** The bulk upload's template: an .xlsx with the five headings, followed as a plain link. */
export const bulkTemplateUrl = `${inventoryPath}/mappings/bulk/template`;

/** Every row of the file with its status; nothing is saved. */
export const checkBulkMapping = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post(`${inventoryPath}/mappings/bulk/check`, form, BulkMappingCheck);
};

/** The rows checked again by the server; the valid ones saved in one go. */
export const saveBulkMapping = (body: SaveBulkMapping) =>
  api.post(`${inventoryPath}/mappings/bulk`, body, BulkMappingSaved);

/** The inventory-used panel of a report: what it will consume, or consumed. */
export const getReportConsumption = (reportId: number, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/consumptions/reports/${reportId}`, ReportConsumption, { signal });
