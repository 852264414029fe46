import type { JobState } from '@lims/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobStateLabels } from './job-labels';

const colours: Record<JobState, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation();
  const labels = jobStateLabels(t);
  return (
    <Badge variant="light" color={colours[state]} radius="sm">
      {labels[state]}
    </Badge>
  );
}
