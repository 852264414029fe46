import {
  type AddPrivilegeCardMember,
  type AssignPrivilegeCard,
  type CreatePrivilegeCardType,
  type ListQuery,
  PatientPrivilegeCard,
  PrivilegeCard,
  PrivilegeCardType,
  PrivilegeCardTypeList,
  type UpdatePrivilegeCardType,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const typesBase = '/api/v1/privilege-card-types';
const cardsBase = '/api/v1/privilege-cards';

export type CardTypeSortKey = 'name' | 'createdAt';

export const listCardTypes = (
  query: ListQuery<CardTypeSortKey> & { includeDisabled?: boolean },
  signal?: AbortSignal,
) => api.get(typesBase, PrivilegeCardTypeList, { query, signal });

export const createCardType = (body: CreatePrivilegeCardType) => api.post(typesBase, body, PrivilegeCardType);

export const updateCardType = (id: number, body: UpdatePrivilegeCardType) =>
  api.patch(`${typesBase}/${id}`, body, PrivilegeCardType);

/** The card that covers a patient today, theirs or shared with them (fetchPrivilegeCardDetails). */
export const getPatientCard = async (patientId: number, signal?: AbortSignal) =>
  (await api.get(`/api/v1/patients/${patientId}/privilege-card`, PatientPrivilegeCard, { signal })).card;

export const assignCard = (body: AssignPrivilegeCard) => api.post(cardsBase, body, PrivilegeCard);

/** saveUserCardRelation / assignExistingCardToUser: a relative joins the card. */
export const addCardMember = (cardId: number, body: AddPrivilegeCardMember) =>
  api.post(`${cardsBase}/${cardId}/members`, body, PrivilegeCard);
