import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../session/session-context';
import { allBranchesValue, type BranchSelectProps } from './branch-selector';

/** The branch field with its list, once its code is in (BranchControl loads it when first opened). */
export function LoadedBranchSelect({ width, onChange, disabled }: BranchSelectProps) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const branches = session.branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
  // 'All branches' only for users bound to no branch (spec 001 §6).
  const data = session.allBranchesAllowed
    ? [{ value: allBranchesValue, label: t('frame.allBranches') }, ...branches]
    : branches;
  const value = session.currentBranch
    ? String(session.currentBranch.id)
    : session.allBranchesAllowed
      ? allBranchesValue
      : null;
  return (
    <Select
      ref={field}
      defaultDropdownOpened
      aria-label={t('frame.branch')}
      placeholder={t('frame.switchBranch')}
      data={data}
      value={value}
      onChange={(next) => {
        if (next === null || next === value) return;
        onChange(next === allBranchesValue ? null : Number(next));
      }}
      allowDeselect={false}
      searchable={data.length > 8}
      disabled={disabled}
      leftSection={<IconBuildingCommunity size={16} stroke={1.5} />}
      nothingFoundMessage={t('common.nothingFound')}
      w={width}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
