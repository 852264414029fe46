import { IconLayoutDashboard } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';
import { paths } from '../../app/paths';

export const dashboardArea = defineWebArea({
  name: 'dashboard',
  routes: [{ path: paths.dashboard, load: async () => (await import('./pages/DashboardPage')).DashboardPage }],
  nav: [{ to: paths.dashboard, label: 'nav.dashboard', icon: IconLayoutDashboard, section: 'main', order: 0 }],
});
