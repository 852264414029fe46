import {
  type CreateInventoryBrand,
  type CreateInventoryItem,
  DepartmentList,
  DepartmentOrder,
  DepartmentOrderList,
  type DepartmentOrderQuery,
  InventoryBrandChoices,
  InventoryItem,
  InventoryItemList,
  type InventoryItemListQuery,
  InventorySettings,
  type ListQuery,
  PastThirtyDaysConsumption,
  type PlaceDepartmentOrder,
  type ReceiveStock,
  type RemoveStock,
  StockList,
  StockMovementList,
  type StockQuery,
  StockRow,
  type UpdateInventoryBrand,
  type UpdateInventoryItem,
  type UpdateInventorySettings,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const inventoryPath = '/api/v1/inventory';

export type StockSortKey = NonNullable<StockQuery['sort']>;
export type StockFilters = { departmentId?: number; attention?: boolean };
export type ItemSortKey = NonNullable<InventoryItemListQuery['sort']>;
export type ItemFilters = { includeDisabled?: boolean; inventoryType?: InventoryItemListQuery['inventoryType'] };
export type OrderSortKey = NonNullable<DepartmentOrderQuery['sort']>;
export type OrderFilters = { departmentId?: number; status?: DepartmentOrderQuery['status'] };

/** Every department of the lab by name, as the samples and work list filters read them. */
export const listDepartments = async (signal?: AbortSignal) =>
  (await api.get('/api/v1/departments', DepartmentList, { query: { sort: 'name', limit: 200 }, signal })).items;

export const getInventorySettings = (signal?: AbortSignal) =>
  api.get(`${inventoryPath}/settings`, InventorySettings, { signal });

export const saveInventorySettings = (body: UpdateInventorySettings) =>
  api.put(`${inventoryPath}/settings`, body, InventorySettings);

export const listItems = (query: ListQuery<ItemSortKey> & ItemFilters, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/items`, InventoryItemList, { query, signal });

export const createItem = (body: CreateInventoryItem) => api.post(`${inventoryPath}/items`, body, InventoryItem);

export const updateItem = (id: number, body: UpdateInventoryItem) =>
  api.put(`${inventoryPath}/items/${id}`, body, InventoryItem);

export const addBrand = (itemId: number, body: CreateInventoryBrand) =>
  api.post(`${inventoryPath}/items/${itemId}/brands`, body, InventoryItem);

export const updateBrand = (brandId: number, body: UpdateInventoryBrand) =>
  api.put(`${inventoryPath}/brands/${brandId}`, body, InventoryItem);

/** Every enabled item-and-brand, for the receipt's and the order's pickers. */
export const listBrandChoices = async (signal?: AbortSignal) =>
  (await api.get(`${inventoryPath}/brands`, InventoryBrandChoices, { signal })).items;

export const listStock = (query: ListQuery<StockSortKey> & StockFilters, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/stock`, StockList, { query, signal });

export const receiveStock = (body: ReceiveStock) => api.post(`${inventoryPath}/stock/receipts`, body, StockRow);

export const removeStock = (lotId: number, body: RemoveStock) =>
  api.post(`${inventoryPath}/stock/lots/${lotId}/removals`, body, StockRow);

/** An item's latest movements in one department, newest first. */
export const listMovements = (inventoryId: number, departmentId: number, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/stock/movements`, StockMovementList, {
    query: { inventoryId, departmentId, sort: 'at', direction: 'desc', limit: 20, offset: 0 },
    signal,
  });

export const listOrders = (query: ListQuery<OrderSortKey> & OrderFilters, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/orders`, DepartmentOrderList, { query, signal });

export const getOrder = (id: number, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/orders/${id}`, DepartmentOrder, { signal });

export const placeOrder = (body: PlaceDepartmentOrder) => api.post(`${inventoryPath}/orders`, body, DepartmentOrder);

export const cancelOrder = (id: number, version: number) =>
  api.post(`${inventoryPath}/orders/${id}/cancel`, { version }, DepartmentOrder);

export const getPastThirtyDays = (inventoryId: number, departmentId: number, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/consumption/past-thirty-days`, PastThirtyDaysConsumption, {
    query: { inventoryId, departmentId },
    signal,
  });

export const getItem = (id: number, signal?: AbortSignal) =>
  api.get(`${inventoryPath}/items/${id}`, InventoryItem, { signal });
