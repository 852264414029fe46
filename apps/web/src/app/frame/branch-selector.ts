import type { SessionData } from '@lims/contract';
import { collectionCentreTypes } from '@lims/domain';

/**
 * spec 001 §6: 'The branch selector shows only when isCollectionCenter is 0 and branch
 * management is on' (collection centres have their own top bar), for lab staff with a branch to pick.
 */
export const showsBranchSelector = (session: SessionData): boolean =>
  session.kind === 'lab' &&
  session.isCollectionCenter === collectionCentreTypes.none &&
  session.branchManagement &&
  session.branches.length > 0;

/** The value of the 'All branches' option: the API's null. */
export const allBranchesValue = 'all';

export interface BranchSelectProps {
  width: number | string;
  onChange: (branchId: number | null) => void;
  disabled: boolean;
}
