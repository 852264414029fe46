import { type LabUserFlag, labUserFlags } from '@lims/contract';
import { Select } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LabUserFilters as Filters } from '../hooks/use-lab-users';

type Status = 'enabled' | 'disabled';
const isFlag = (value: string | null): value is LabUserFlag => labUserFlags.some((flag) => flag === value);

/** Narrows the list on the server: by status, and to the users holding one access flag. */
export function LabUserFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const flagLabels: Record<LabUserFlag, string> = {
    admin: t('labUsers.flags.admin'),
    financeManager: t('labUsers.flags.financeManager'),
    sampleAccess: t('labUsers.flags.sampleAccess'),
    labAccess: t('labUsers.flags.labAccess'),
    isReferral: t('labUsers.flags.referral'),
    isCollectionCenter: t('labUsers.flags.collectionCentre'),
    privilegeCardAccess: t('labUsers.flags.privilegeCards'),
    discountApproval: t('labUsers.flags.discountApproval'),
  };
  const status: Status | null = filters.enabled === undefined ? null : filters.enabled ? 'enabled' : 'disabled';
  // Side by side on a phone too: two short lists do not need a row each.
  const width = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 190 };
  return (
    <>
      <Select
        aria-label={t('common.status')}
        placeholder={t('labUsers.anyStatus')}
        data={[
          { value: 'enabled', label: t('common.enabled') },
          { value: 'disabled', label: t('common.disabled') },
        ]}
        value={status}
        onChange={(value) => onChange({ ...filters, enabled: value === null ? undefined : value === 'enabled' })}
        clearable
        w={width}
      />
      <Select
        aria-label={t('labUsers.access')}
        placeholder={t('labUsers.anyAccess')}
        data={labUserFlags.map((flag) => ({ value: flag, label: flagLabels[flag] }))}
        value={filters.flag ?? null}
        onChange={(value) => onChange({ ...filters, flag: isFlag(value) ? value : undefined })}
        clearable
        leftSection={<IconFilter size={16} stroke={1.5} />}
        w={width}
      />
    </>
  );
}
