import {
  type CreatePrivilegeCardType,
  listLimits,
  type PrivilegeCardType,
  type UpdatePrivilegeCardType,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import {
  addCardMember,
  assignCard,
  type CardTypeSortKey,
  createCardType,
  getPatientCard,
  listCardTypes,
  updateCardType,
} from '../api/privilege-cards-api';
import { billingKeys } from './billing-keys';

/** Settings > Privilege cards: the lab's card types, disabled ones too. */
export function useCardTypeList() {
  return useServerList<PrivilegeCardType, CardTypeSortKey, { includeDisabled: boolean }>({
    queryKey: billingKeys.cardTypeLists(),
    fetchPage: (query, signal) => listCardTypes(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
}

/** The enabled card types (the server's default), for assigning a card; a lab has a handful, so one page holds them. */
export function useCardTypeChoices(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.cardTypeChoices(),
    queryFn: ({ signal }) =>
      listCardTypes({ sort: 'name', direction: 'asc', limit: listLimits.maxLimit, offset: 0 }, signal),
    select: (page) => page.items,
    enabled,
  });
}

const cardTypesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: billingKeys.cardTypes() });

export function useCreateCardType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrivilegeCardType) => createCardType(body),
    onSuccess: () => cardTypesChanged(queryClient),
  });
}

/** A stale version (409) reads the list again, so the dialog starts from the newest copy. */
export function useUpdateCardType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdatePrivilegeCardType }) => updateCardType(id, changes),
    onSettled: () => cardTypesChanged(queryClient),
  });
}

/** The card covering a patient, applied to their new bills (spec 000 §6). */
export const usePatientCard = (patientId: number | null) =>
  useQuery({
    queryKey: billingKeys.patientCard(patientId ?? 0),
    queryFn: ({ signal }) => getPatientCard(patientId ?? 0, signal),
    enabled: patientId !== null,
  });

const cardsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'patient-card'] });

export function useAssignCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignCard, onSuccess: () => cardsChanged(queryClient) });
}

export function useAddCardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, ...body }: Parameters<typeof addCardMember>[1] & { cardId: number }) =>
      addCardMember(cardId, body),
    onSettled: () => cardsChanged(queryClient),
  });
}
