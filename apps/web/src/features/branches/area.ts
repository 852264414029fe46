import { IconBuildingCommunity } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const branchesPaths = { branches: '/settings/branches' } as const;

/** Branches (child centres, spec 001 §6): the admin's page of the lab's branches and its switch. */
export const branchesArea = defineWebArea({
  name: 'branches',
  routes: [
    {
      path: branchesPaths.branches,
      permission: 'branches.manage',
      load: async () => (await import('./pages/BranchesPage')).BranchesPage,
    },
  ],
  nav: [
    {
      to: branchesPaths.branches,
      label: 'nav.branches',
      icon: IconBuildingCommunity,
      section: 'settings',
      permission: 'branches.manage',
      order: 11,
    },
  ],
});
