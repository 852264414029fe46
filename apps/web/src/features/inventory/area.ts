import { IconLink, IconPackage } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const inventoryPaths = {
  inventory: '/inventory',
  mapping: '/inventory-mapping',
} as const;

/**
 * Inventory (issue 15; spec 002 §5 'Inventory mapping screens', §9 inventory/): stock with its
 * lots, items and brands, department orders and the stock settings on one page; the
 * sample-wise, test-wise and QC mappings with the bulk upload on another. Shown only when the
 * lab's inventoryManagement is on.
 */
export const inventoryArea = defineWebArea({
  name: 'inventory',
  alsoTexts: ['inventory-mapping'],
  routes: [
    {
      path: inventoryPaths.inventory,
      permission: 'inventory.view',
      module: 'inventoryManagement',
      load: async () => (await import('./pages/InventoryPage')).InventoryPage,
    },
    {
      path: inventoryPaths.mapping,
      permission: 'inventory.view',
      module: 'inventoryManagement',
      load: async () => (await import('./pages/InventoryMappingPage')).InventoryMappingPage,
    },
  ],
  nav: [
    {
      to: inventoryPaths.inventory,
      label: 'nav.inventory',
      icon: IconPackage,
      section: 'main',
      permission: 'inventory.view',
      module: 'inventoryManagement',
      order: 64,
    },
    {
      to: inventoryPaths.mapping,
      label: 'nav.inventoryMapping',
      icon: IconLink,
      section: 'settings',
      permission: 'inventory.view',
      module: 'inventoryManagement',
      order: 64,
    },
  ],
});
