import { IconBuildingHospital } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const cataloguePaths = { departments: '/settings/departments' } as const;

export const catalogueArea = defineWebArea({
  name: 'catalogue',
  routes: [
    {
      path: cataloguePaths.departments,
      permission: 'departments.manage',
      load: async () => (await import('./pages/DepartmentsPage')).DepartmentsPage,
    },
  ],
  nav: [
    {
      to: cataloguePaths.departments,
      label: 'nav.departments',
      icon: IconBuildingHospital,
      section: 'settings',
      permission: 'departments.manage',
      order: 10,
    },
  ],
});
