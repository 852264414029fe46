import { IconListCheck } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const jobsPaths = { jobs: '/settings/jobs' } as const;

export const jobsArea = defineWebArea({
  name: 'jobs',
  routes: [
    {
      path: jobsPaths.jobs,
      permission: 'jobs.manage',
      load: async () => (await import('./pages/JobsPage')).JobsPage,
    },
  ],
  nav: [
    {
      to: jobsPaths.jobs,
      label: 'jobs.title',
      icon: IconListCheck,
      section: 'settings',
      permission: 'jobs.manage',
      order: 90,
    },
  ],
});
