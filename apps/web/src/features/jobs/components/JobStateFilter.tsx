import { JobState } from '@lims/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobFilters } from '../hooks/use-jobs';
import { jobStateLabels } from './job-labels';

export function JobStateFilter({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
}) {
  const { t } = useTranslation();
  const labels = jobStateLabels(t);
  return (
    <Select
      aria-label={t('jobs.state')}
      placeholder={t('jobs.allStates')}
      data={JobState.options.map((state) => ({ value: state, label: labels[state] }))}
      value={filters.state ?? null}
      onChange={(value) => onChange({ state: JobState.safeParse(value).data })}
      clearable
      w={{ base: '100%', xs: 200 }}
    />
  );
}
