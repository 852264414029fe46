import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranches } from '../hooks/use-branches';

interface BranchSelectProps {
  /** The chosen branch's id as text ('' for none), as a form keeps it. */
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The empty choice reads 'All branches' (a user not kept to one); without it, 'Choose a branch'. */
  allowAll?: boolean;
  /** Only these branches (the session's); every enabled branch of the lab otherwise. */
  only?: ReadonlyArray<{ id: number; name: string }>;
}

/**
 * A branch of the lab (spec 001 §6): the enabled ones, plus the one already chosen if it was
 * disabled since, so that it is not dropped silently.
 */
export function BranchSelect({ value, onChange, description, error, required, allowAll, only }: BranchSelectProps) {
  const { t } = useTranslation();
  const branches = useBranches(only === undefined);
  const choices = only ?? (branches.data ?? []).filter((branch) => branch.enabled || String(branch.id) === value);
  return (
    <Select
      label={t('branches.field.label')}
      description={description}
      placeholder={allowAll ? t('branches.field.allBranches') : t('branches.field.choose')}
      data={choices.map((branch) => ({ value: String(branch.id), label: branch.name }))}
      value={value === '' ? null : value}
      onChange={(chosen) => onChange(chosen ?? '')}
      required={required}
      clearable={allowAll}
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      disabled={only === undefined && branches.isPending}
      error={error ?? (branches.isError ? t('branches.field.loadFailed') : undefined)}
    />
  );
}
