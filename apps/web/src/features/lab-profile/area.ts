import { IconBuildingHospital, IconUserCircle } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

/**
 * Centre settings keeps the address the lab profile page had (bookmarks and the logo's e2e
 * test still open it); My details is every lab user's own.
 */
export const labProfilePaths = { centreSettings: '/settings/lab-profile', myDetails: '/settings/my-details' } as const;

export const labProfileArea = defineWebArea({
  name: 'lab-profile',
  routes: [
    {
      path: labProfilePaths.centreSettings,
      permission: 'centre.manage',
      load: async () => (await import('./pages/CentreSettingsPage')).CentreSettingsPage,
    },
    {
      path: labProfilePaths.myDetails,
      permission: 'ownProfile.manage',
      load: async () => (await import('./pages/MyDetailsPage')).MyDetailsPage,
    },
  ],
  nav: [
    {
      to: labProfilePaths.centreSettings,
      label: 'nav.centreSettings',
      icon: IconBuildingHospital,
      section: 'settings',
      permission: 'centre.manage',
      order: 5,
    },
    {
      to: labProfilePaths.myDetails,
      label: 'nav.myDetails',
      icon: IconUserCircle,
      section: 'settings',
      permission: 'ownProfile.manage',
      order: 90,
    },
  ],
});
