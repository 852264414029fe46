/** The billing area's query keys; nothing outside the area's hooks builds them. */
export const billingKeys = {
  all: ['billing'] as const,
  bills: () => [...billingKeys.all, 'bills'] as const,
  lists: () => [...billingKeys.bills(), 'list'] as const,
  bill: (id: number) => [...billingKeys.bills(), 'detail', id] as const,
  attachments: (billId: number) => [...billingKeys.bills(), 'attachments', billId] as const,
  billables: () => [...billingKeys.all, 'billables'] as const,
  cardTypes: () => [...billingKeys.all, 'card-types'] as const,
  cardTypeLists: () => [...billingKeys.cardTypes(), 'list'] as const,
  cardTypeChoices: () => [...billingKeys.cardTypes(), 'choices'] as const,
  /** The card that covers a patient. */
  patientCard: (patientId: number) => [...billingKeys.all, 'patient-card', patientId] as const,
};
