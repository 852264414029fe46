import { IconAdjustments, IconHistory, IconMessage2, IconPrinter, IconUsers } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const settingsPaths = {
  labUsers: '/settings/lab-users',
  communication: '/settings/communication',
  operation: '/settings/operation',
  print: '/settings/print',
  audit: '/settings/audit',
} as const;

export const settingsArea = defineWebArea({
  name: 'settings',
  // The lab user form's branch field (features/branches).
  alsoTexts: ['branches', 'documents'],
  routes: [
    {
      path: settingsPaths.labUsers,
      permission: 'labUsers.manage',
      load: async () => (await import('./pages/LabUsersPage')).LabUsersPage,
    },
    {
      path: settingsPaths.communication,
      permission: 'centre.manage',
      load: async () => (await import('./pages/CommunicationSettingsPage')).CommunicationSettingsPage,
    },
    {
      path: settingsPaths.operation,
      permission: 'centre.manage',
      load: async () => (await import('./pages/OperationSettingsPage')).OperationSettingsPage,
    },
    {
      path: settingsPaths.print,
      permission: 'centre.manage',
      load: async () => (await import('./pages/PrintSettingsPage')).PrintSettingsPage,
    },
    {
      path: settingsPaths.audit,
      permission: 'audit.view',
      load: async () => (await import('./pages/AuditTrailPage')).AuditTrailPage,
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
    {
      to: settingsPaths.communication,
      label: 'communication.title',
      icon: IconMessage2,
      section: 'settings',
      permission: 'centre.manage',
      order: 60,
    },
    {
      to: settingsPaths.operation,
      label: 'operation.title',
      icon: IconAdjustments,
      section: 'settings',
      permission: 'centre.manage',
      order: 65,
    },
    {
      to: settingsPaths.print,
      label: 'print.title',
      icon: IconPrinter,
      section: 'settings',
      permission: 'centre.manage',
      order: 70,
    },
    {
      to: settingsPaths.audit,
      label: 'audit.title',
      icon: IconHistory,
      section: 'settings',
      permission: 'audit.view',
      order: 85,
    },
  ],
});
