import type { JobState } from '@lims/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<JobState, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation();
  const labels: Record<JobState, string> = {
    queued: t('jobs.states.queued'),
    running: t('jobs.states.running'),
    done: t('jobs.states.done'),
    failed: t('jobs.states.failed'),
  };
  return (
    <Badge variant="light" color={colours[state]} radius="sm">
      {labels[state]}
    </Badge>
  );
}
