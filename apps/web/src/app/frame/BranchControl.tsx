import { IconBuildingCommunity } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosedSelectField, LoadOnClick } from '../../ui';
import { notifyError } from '../notify-error';
import { useCurrentSession } from '../session/session-context';
import { useSwitchBranch } from '../session/session-hooks';

// Mantine's Select loads when the field is first opened, as the department field's does
// (docs/decisions/0017-delivery-and-speed.md).
const LoadedBranchSelect = lazy(async () => ({ default: (await import('./LoadedBranchSelect')).LoadedBranchSelect }));

/** The header's branch field; switching reloads every list of the lab, which follow the branch. */
export function BranchControl({ width = 200 }: { width?: number | string }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const switchBranch = useSwitchBranch();
  const onChange = (branchId: number | null) =>
    switchBranch.mutate({ branchId }, { onError: (error) => notifyError(error) });
  return (
    <LoadOnClick
      button={(load) => (
        <ClosedSelectField
          label={t('frame.branch')}
          placeholder={t('frame.switchBranch')}
          value={session.currentBranch?.name ?? (session.allBranchesAllowed ? t('frame.allBranches') : '')}
          disabled={switchBranch.isPending}
          icon={<IconBuildingCommunity size={16} stroke={1.5} />}
          width={width}
          onOpen={load}
        />
      )}
      loaded={<LoadedBranchSelect width={width} onChange={onChange} disabled={switchBranch.isPending} />}
    />
  );
}
