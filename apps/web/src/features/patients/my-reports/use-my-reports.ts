import { useQuery } from '@tanstack/react-query';
import { patientKeys } from '../hooks/patient-keys';
import { getMyReports } from './my-reports-api';

/** The signed-in patient's bills and reports: one patient per session, so no id in the key. */
export const myReportsKeys = { all: [...patientKeys.all, 'own', 'reports'] as const };

export function useMyReports() {
  return useQuery({ queryKey: myReportsKeys.all, queryFn: ({ signal }) => getMyReports(signal) });
}
