import { IconUsers } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const settingsPaths = { labUsers: '/settings/lab-users' } as const;

export const settingsArea = defineWebArea({
  name: 'settings',
  routes: [
    {
      path: settingsPaths.labUsers,
      permission: 'labUsers.manage',
      load: async () => (await import('./pages/LabUsersPage')).LabUsersPage,
    },
  ],
  nav: [
    {
      to: settingsPaths.labUsers,
      label: 'nav.labUsers',
      icon: IconUsers,
      section: 'settings',
      permission: 'labUsers.manage',
      order: 20,
    },
  ],
});
