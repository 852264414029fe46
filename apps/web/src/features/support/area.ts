import { IconBuildingHospital, IconChartBar, IconMailbox } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

/**
 * The support dashboard's pages (spec 002 §2): a support login's home is `home`, the lab picker;
 * a lab's pages sit under it, so the navigation's Labs entry stays lit on them.
 */
export const supportPaths = {
  home: '/support/labs',
  labSettings: '/support/labs/:labId/settings',
  labCredits: '/support/labs/:labId/credits',
  consumption: '/support/consumption',
  outbox: '/support/outbox',
} as const;

export const labSettingsPath = (labId: number) => `/support/labs/${labId}/settings`;
export const labCreditsPath = (labId: number) => `/support/labs/${labId}/credits`;

export const supportArea = defineWebArea({
  name: 'support',
  alsoTexts: ['outbox'],
  routes: [
    {
      path: supportPaths.home,
      permission: 'support.view',
      load: async () => (await import('./pages/SupportLabsPage')).SupportLabsPage,
    },
    {
      path: supportPaths.labSettings,
      permission: 'support.labSettings',
      load: async () => (await import('./pages/LabSettingsPage')).LabSettingsPage,
    },
    {
      path: supportPaths.labCredits,
      permission: 'support.view',
      load: async () => (await import('./pages/LabCreditsPage')).LabCreditsPage,
    },
    {
      path: supportPaths.consumption,
      permission: 'support.view',
      load: async () => (await import('./pages/ConsumptionPage')).ConsumptionPage,
    },
    {
      path: supportPaths.outbox,
      permission: 'support.view',
      load: async () => (await import('./pages/SupportOutboxPage')).SupportOutboxPage,
    },
  ],
  nav: [
    {
      to: supportPaths.home,
      label: 'support.nav.labs',
      icon: IconBuildingHospital,
      section: 'main',
      permission: 'support.view',
      order: 1,
    },
    {
      to: supportPaths.consumption,
      label: 'support.nav.consumption',
      icon: IconChartBar,
      section: 'main',
      permission: 'support.view',
      order: 2,
    },
    {
      to: supportPaths.outbox,
      label: 'support.nav.outbox',
      icon: IconMailbox,
      section: 'main',
      permission: 'support.view',
      order: 3,
    },
  ],
});
