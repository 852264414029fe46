import { IconMail } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const outboxPaths = { outbox: '/settings/outbox' } as const;

export const outboxArea = defineWebArea({
  name: 'outbox',
  routes: [
    {
      path: outboxPaths.outbox,
      permission: 'outbox.view',
      load: async () => (await import('./pages/OutboxPage')).OutboxPage,
    },
  ],
  nav: [
    {
      to: outboxPaths.outbox,
      label: 'outbox.title',
      icon: IconMail,
      section: 'settings',
      permission: 'outbox.view',
      order: 80,
    },
  ],
});
