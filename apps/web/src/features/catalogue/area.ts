import { IconBuildingHospital, IconFlask } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

const root = '/settings/catalogue';

/**
 * The catalogue's pages sit under one path, so one navigation entry ('Test catalogue') stays
 * lit on each of them and the settings menu keeps its length; tabs inside move between them.
 */
export const cataloguePaths = {
  departments: '/settings/departments',
  catalogue: root,
  tests: `${root}/tests`,
  test: (testId: number | string) => `${root}/tests/${testId}`,
  newFormat: (testId: number | string) => `${root}/tests/${testId}/formats/new`,
  format: (testId: number | string, formatId: number | string) => `${root}/tests/${testId}/formats/${formatId}`,
  profiles: `${root}/profiles`,
  sampleTypes: `${root}/sample-types`,
  testCategories: `${root}/test-categories`,
  outsourceCentres: `${root}/outsource-centres`,
  devices: `${root}/devices`,
} as const;

const managed = 'catalogue.manage' as const;

type CataloguePages = typeof import('./pages/catalogue-pages');
const cataloguePage = (name: keyof CataloguePages) => async () => (await import('./pages/catalogue-pages'))[name];

export const catalogueArea = defineWebArea({
  name: 'catalogue',
  routes: [
    {
      path: cataloguePaths.departments,
      permission: 'departments.manage',
      load: async () => (await import('./pages/DepartmentsPage')).DepartmentsPage,
    },
    {
      path: cataloguePaths.catalogue,
      permission: managed,
      load: cataloguePage('CatalogueHome'),
    },
    {
      path: cataloguePaths.tests,
      permission: managed,
      load: cataloguePage('TestsPage'),
    },
    {
      path: cataloguePaths.test(':testId'),
      permission: managed,
      load: cataloguePage('TestPage'),
    },
    {
      path: cataloguePaths.newFormat(':testId'),
      permission: managed,
      load: cataloguePage('NewReportFormatPage'),
    },
    {
      path: cataloguePaths.format(':testId', ':formatId'),
      permission: managed,
      load: cataloguePage('ReportFormatPage'),
    },
    {
      path: cataloguePaths.profiles,
      permission: managed,
      load: cataloguePage('ProfilesPage'),
    },
    {
      path: cataloguePaths.sampleTypes,
      permission: managed,
      load: cataloguePage('SampleTypesPage'),
    },
    {
      path: cataloguePaths.testCategories,
      permission: managed,
      load: cataloguePage('TestCategoriesPage'),
    },
    {
      path: cataloguePaths.outsourceCentres,
      permission: managed,
      load: cataloguePage('OutsourceCentresPage'),
    },
    {
      path: cataloguePaths.devices,
      permission: managed,
      load: cataloguePage('DevicesPage'),
    },
  ],
  nav: [
    {
      to: cataloguePaths.catalogue,
      label: 'nav.testCatalogue',
      icon: IconFlask,
      section: 'settings',
      permission: managed,
      order: 8,
    },
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
