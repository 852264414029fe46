import { IconChartDots } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const qualityControlPaths = {
  qualityControl: '/quality-control',
  group: (groupId: number | string) => `/quality-control/groups/${groupId}`,
} as const;

/**
 * Quality control (issue 15): QC groups with their targets, runs judged by the Westgard rules on
 * a Levey-Jennings chart, and the QC holds to resolve. Shown only when the lab's qualityControl is on.
 */
export const qualityControlArea = defineWebArea({
  name: 'quality-control',
  routes: [
    {
      path: qualityControlPaths.qualityControl,
      permission: 'qc.view',
      module: 'qualityControl',
      load: async () => (await import('./pages/QualityControlPage')).QualityControlPage,
    },
    {
      path: qualityControlPaths.group(':groupId'),
      permission: 'qc.view',
      module: 'qualityControl',
      load: async () => (await import('./pages/QcGroupPage')).QcGroupPage,
    },
  ],
  nav: [
    {
      to: qualityControlPaths.qualityControl,
      label: 'nav.qualityControl',
      icon: IconChartDots,
      section: 'main',
      permission: 'qc.view',
      module: 'qualityControl',
      order: 66,
    },
  ],
});
