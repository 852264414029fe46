/** The patients area's query keys; nothing outside the area's hooks builds them. */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  detail: (id: number) => [...patientKeys.all, 'detail', id] as const,
  search: () => [...patientKeys.all, 'search'] as const,
  duplicates: () => [...patientKeys.all, 'duplicates'] as const,
  medicalHistoryLists: () => [...patientKeys.all, 'medical-history-lists'] as const,
  /** Insurance, guarantors, ID proofs, relatives, change requests of one patient. */
  records: (id: number) => [...patientKeys.all, 'records', id] as const,
};
