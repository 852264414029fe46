import { IconPhoto } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const labProfilePaths = { labProfile: '/settings/lab-profile' } as const;

export const labProfileArea = defineWebArea({
  name: 'lab-profile',
  routes: [
    {
      path: labProfilePaths.labProfile,
      permission: 'labProfile.manage',
      load: async () => (await import('./pages/LabProfilePage')).LabProfilePage,
    },
  ],
  nav: [
    {
      to: labProfilePaths.labProfile,
      label: 'labProfile.title',
      icon: IconPhoto,
      section: 'settings',
      permission: 'labProfile.manage',
      order: 5,
    },
  ],
});
