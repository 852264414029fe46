import type { JobState } from '@lims/contract';
import type { TFunction } from 'i18next';

export const jobStateLabels = (t: TFunction): Record<JobState, string> => ({
  queued: t('jobs.states.queued'),
  running: t('jobs.states.running'),
  done: t('jobs.states.done'),
  failed: t('jobs.states.failed'),
});
