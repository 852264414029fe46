import type { Job } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { EmptyState, PageHeader, showSuccess } from '../../../ui';
import { JobsTable } from '../components/JobsTable';
import { useJobList, useRetryJob } from '../hooks/use-jobs';

/** Settings > Jobs (admins): what the background queue did for the lab, and a retry for what failed. */
export function JobsPage() {
  const { t } = useTranslation();
  const list = useJobList();
  const retry = useRetryJob();

  const retryJob = (job: Job) =>
    retry.mutate(job.id, {
      onSuccess: () => showSuccess(t('jobs.retried')),
      onError: (error) => notifyError(error),
    });

  return (
    <>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <JobsTable
        list={list}
        onRetry={retryJob}
        empty={<EmptyState variant="noPending" title={t('jobs.emptyTitle')} description={t('jobs.emptyDescription')} />}
      />
    </>
  );
}
