import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentSession } from '../../../app/session/session-context';
import { useServerList } from '../../../ui';
import {
  addBrand,
  cancelOrder,
  createItem,
  getInventorySettings,
  getItem,
  getOrder,
  getPastThirtyDays,
  type ItemFilters,
  type ItemSortKey,
  listBrandChoices,
  listDepartments,
  listItems,
  listMovements,
  listOrders,
  listStock,
  type OrderFilters,
  type OrderSortKey,
  placeOrder,
  receiveStock,
  removeStock,
  type StockFilters,
  type StockSortKey,
  saveInventorySettings,
  updateBrand,
  updateItem,
} from '../api/inventory-api';

/** The inventory page's query keys; nothing outside this file builds them. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  departments: () => [...inventoryKeys.all, 'departments'] as const,
  settings: () => [...inventoryKeys.all, 'settings'] as const,
  items: () => [...inventoryKeys.all, 'items'] as const,
  brandChoices: () => [...inventoryKeys.all, 'brand-choices'] as const,
  stock: () => [...inventoryKeys.all, 'stock'] as const,
  movements: (inventoryId: number, departmentId: number) =>
    [...inventoryKeys.stock(), 'movements', inventoryId, departmentId] as const,
  orders: () => [...inventoryKeys.all, 'orders'] as const,
  order: (id: number) => [...inventoryKeys.orders(), 'one', id] as const,
  pastThirtyDays: (inventoryId: number, departmentId: number) =>
    [...inventoryKeys.all, 'past-thirty-days', inventoryId, departmentId] as const,
};

/**
 * The departments the user works in: every department for the lab's admin, else those the
 * session names (the server refuses the others).
 */
export function useInventoryDepartments() {
  const session = useCurrentSession();
  const all = useQuery({
    queryKey: inventoryKeys.departments(),
    queryFn: ({ signal }) => listDepartments(signal),
    enabled: session.admin,
  });
  if (!session.admin) return session.departments.map(({ id, name }) => ({ id, name }));
  return (all.data ?? []).map(({ id, name }) => ({ id, name }));
}

export const useStockList = () =>
  useServerList<Awaited<ReturnType<typeof listStock>>['items'][number], StockSortKey, StockFilters>({
    queryKey: inventoryKeys.stock(),
    fetchPage: (query, signal) => listStock(query, signal),
    defaultSort: { key: 'inventoryName', direction: 'asc' },
    initialFilters: {},
  });

export const useItemList = () =>
  useServerList<Awaited<ReturnType<typeof listItems>>['items'][number], ItemSortKey, ItemFilters>({
    queryKey: inventoryKeys.items(),
    fetchPage: (query, signal) => listItems(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: {},
  });

export const useOrderList = () =>
  useServerList<Awaited<ReturnType<typeof listOrders>>['items'][number], OrderSortKey, OrderFilters>({
    queryKey: inventoryKeys.orders(),
    fetchPage: (query, signal) => listOrders(query, signal),
    defaultSort: { key: 'orderedAt', direction: 'desc' },
    initialFilters: {},
  });

export const useInventorySettings = () =>
  useQuery({ queryKey: inventoryKeys.settings(), queryFn: ({ signal }) => getInventorySettings(signal) });

export const useBrandChoices = () =>
  useQuery({ queryKey: inventoryKeys.brandChoices(), queryFn: ({ signal }) => listBrandChoices(signal) });

export const useItem = (id: number | null) =>
  useQuery({
    queryKey: [...inventoryKeys.items(), 'one', id ?? 0] as const,
    queryFn: ({ signal }) => getItem(id ?? 0, signal),
    enabled: id !== null,
  });

/** A department's open orders, which a receipt may fill. */
export const useOpenOrders = (departmentId: number | null) =>
  useQuery({
    queryKey: [...inventoryKeys.orders(), 'open', departmentId ?? 0] as const,
    queryFn: ({ signal }) =>
      listOrders(
        { departmentId: departmentId ?? 0, status: 'open', sort: 'orderedAt', direction: 'desc', limit: 50, offset: 0 },
        signal,
      ),
    enabled: departmentId !== null,
    select: (page) => page.items,
  });

export const useMovements = (inventoryId: number, departmentId: number) =>
  useQuery({
    queryKey: inventoryKeys.movements(inventoryId, departmentId),
    queryFn: ({ signal }) => listMovements(inventoryId, departmentId, signal),
  });

export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: inventoryKeys.order(id ?? 0),
    queryFn: ({ signal }) => getOrder(id ?? 0, signal),
    enabled: id !== null,
  });

export const usePastThirtyDays = (inventoryId: number | null, departmentId: number | null) =>
  useQuery({
    queryKey: inventoryKeys.pastThirtyDays(inventoryId ?? 0, departmentId ?? 0),
    queryFn: ({ signal }) => getPastThirtyDays(inventoryId ?? 0, departmentId ?? 0, signal),
    enabled: inventoryId !== null && departmentId !== null,
  });

/**
 * A change to the lab's inventory. Stock, items, orders and settings touch one another (a
 * receipt fills an order, a new brand joins the pickers), so every inventory query is read
 * again after it, whatever the answer.
 */
function useInventoryChange<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export const useSaveSettings = () => useInventoryChange(saveInventorySettings);
export const useCreateItem = () => useInventoryChange(createItem);
export const useUpdateItem = () =>
  useInventoryChange(({ id, body }: { id: number; body: Parameters<typeof updateItem>[1] }) => updateItem(id, body));
export const useAddBrand = () =>
  useInventoryChange(({ itemId, name }: { itemId: number; name: string }) => addBrand(itemId, { name }));
export const useUpdateBrand = () =>
  useInventoryChange(({ brandId, body }: { brandId: number; body: Parameters<typeof updateBrand>[1] }) =>
    updateBrand(brandId, body),
  );
export const useReceiveStock = () => useInventoryChange(receiveStock);
export const useRemoveStock = () =>
  useInventoryChange(({ lotId, body }: { lotId: number; body: Parameters<typeof removeStock>[1] }) =>
    removeStock(lotId, body),
  );
export const usePlaceOrder = () => useInventoryChange(placeOrder);
export const useCancelOrder = () =>
  useInventoryChange(({ id, version }: { id: number; version: number }) => cancelOrder(id, version));
