import { IconSend } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const outsourcingPaths = {
  outsourcing: '/outsourcing',
  centrePrices: (centreId: number | string) => `/outsourcing/centres/${centreId}/prices`,
} as const;

/**
 * Outsourcing (issue 10; spec 002 §7 'Outsourcing:', §8 'Outsource:'): reports sent to outsource
 * centres, put back or given the centre's report, and what each centre charges.
 */
export const outsourcingArea = defineWebArea({
  name: 'outsourcing',
  routes: [
    {
      path: outsourcingPaths.outsourcing,
      permission: 'outsourcing.view',
      load: async () => (await import('./pages/OutsourcingPage')).OutsourcingPage,
    },
    {
      path: outsourcingPaths.centrePrices(':centreId'),
      permission: 'outsourcing.prices',
      load: async () => (await import('./pages/OutsourcePricesPage')).OutsourcePricesPage,
    },
  ],
  nav: [
    {
      to: outsourcingPaths.outsourcing,
      label: 'nav.outsourcing',
      icon: IconSend,
      section: 'main',
      permission: 'outsourcing.view',
      order: 62,
    },
  ],
});
