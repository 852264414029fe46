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
  /** The registration form's lookups: the lab's insurances, ICD-10 conditions, organisations, referral doctors, guarantors. */
  insuranceChoices: () => [...patientKeys.all, 'insurance-choices'] as const,
  diseases: () => [...patientKeys.all, 'diseases'] as const,
  organisationLookup: () => [...patientKeys.all, 'organisation-lookup'] as const,
  referralLookup: () => [...patientKeys.all, 'referral-lookup'] as const,
  guarantorSearch: () => [...patientKeys.all, 'guarantor-search'] as const,
};
