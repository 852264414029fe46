import { useLocation, useNavigate } from 'react-router';

/** What a list page hands the panel: the reports it showed, in its order (router state `{ reportIds }`). */
export interface EntryNavigationState {
  reportIds: number[];
}

const reportIdsOf = (state: unknown): number[] => {
  const ids = (state as Partial<EntryNavigationState> | null)?.reportIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
};

/**
 * spec 001 §4 'After a successful save the product moves to the next report': the next of the
 * list the panel was opened from, or back to that list after its last.
 */
export function useNextReport({
  reportId,
  reportPath,
  listPath,
}: {
  reportId: number;
  reportPath: (id: number) => string;
  listPath: string;
}) {
  const navigate = useNavigate();
  const { state } = useLocation();
  return () => {
    const reportIds = reportIdsOf(state);
    const next = reportIds[reportIds.indexOf(reportId) + 1];
    if (reportIds.includes(reportId) && next !== undefined) {
      void navigate(reportPath(next), { state: { reportIds } satisfies EntryNavigationState });
    } else {
      void navigate(listPath);
    }
  };
}
