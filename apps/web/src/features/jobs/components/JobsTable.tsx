import type { Job } from '@lims/contract';
import { Menu, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDateTime } from '../../../ui';
import type { JobSortKey, useJobList } from '../hooks/use-jobs';
import { JobStateBadge } from './JobStateBadge';
import { JobStateFilter } from './JobStateFilter';

/** The names of the product's jobs in words; a job of a name not listed shows its code. */
const jobNames: Record<string, ParseKeys> = { 'message.send': 'jobs.names.messageSend' };

interface JobsTableProps {
  list: ReturnType<typeof useJobList>;
  onRetry: (job: Job) => void;
  empty: ReactNode;
}

export function JobsTable({ list, onRetry, empty }: JobsTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const nameOf = (job: Job) => {
    const key = jobNames[job.name];
    return key ? t(key) : job.name;
  };
  const columns: DataTableColumn<Job, JobSortKey>[] = [
    { key: 'state', header: t('jobs.state'), width: 110, cell: (job) => <JobStateBadge state={job.state} /> },
    {
      key: 'name',
      header: t('jobs.name'),
      cell: (job) => (
        <Text size="sm" fw={500}>
          {nameOf(job)}
        </Text>
      ),
    },
    {
      key: 'attempts',
      header: t('jobs.attempts'),
      width: 100,
      cell: (job) => (
        <Text size="sm">{t('jobs.attemptsOf', { attempts: job.attempts, maxAttempts: job.maxAttempts })}</Text>
      ),
    },
    {
      key: 'lastError',
      header: t('jobs.lastError'),
      cell: (job) =>
        job.lastError ? (
          <Text size="sm" c={job.state === 'failed' ? 'red' : 'dimmed'} lineClamp={2} dir="auto" title={job.lastError}>
            {job.lastError}
          </Text>
        ) : null,
    },
    {
      key: 'runAt',
      header: t('jobs.runAt'),
      sortKey: 'runAt',
      width: 160,
      cell: (job) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatLabDateTime(job.runAt, timeZone)}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      header: t('jobs.createdAt'),
      sortKey: 'createdAt',
      width: 160,
      cell: (job) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatLabDateTime(job.createdAt, timeZone)}
        </Text>
      ),
    },
  ];

  return (
    <DataTable
      label={t('jobs.title')}
      list={list}
      columns={columns}
      rowKey={(job) => job.id}
      rowActions={{
        name: nameOf,
        items: (job) => (
          <Menu.Item
            leftSection={<IconRefresh size={16} stroke={1.5} />}
            disabled={job.state !== 'failed'}
            title={job.state === 'failed' ? undefined : t('jobs.retryOnlyFailed')}
            onClick={() => onRetry(job)}
          >
            {t('jobs.retry')}
          </Menu.Item>
        ),
      }}
      searchPlaceholder={t('jobs.search')}
      filters={<JobStateFilter filters={list.filters} onChange={list.setFilters} />}
      empty={empty}
      minWidth={760}
    />
  );
}
