import { Tabs } from '@mantine/core';
import { IconAdjustments, IconBox, IconClipboardList, IconPackages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/access';
import { PageHeader } from '../../../ui';
import { ItemsTab } from '../components/items/ItemsTab';
import { OrdersTab } from '../components/orders/OrdersTab';
import { SettingsTab } from '../components/settings/SettingsTab';
import { StockTab } from '../components/stock/StockTab';

const tabs = ['stock', 'items', 'orders', 'settings'] as const;
type InventoryTab = (typeof tabs)[number];
const icons = { stock: IconPackages, items: IconBox, orders: IconClipboardList, settings: IconAdjustments } as const;
const panels: Record<InventoryTab, () => React.JSX.Element> = {
  stock: StockTab,
  items: ItemsTab,
  orders: OrdersTab,
  settings: SettingsTab,
};

/**
 * Inventory (`/inventory`, spec 002 §3 'Inventory', §9 inventory/): stock with its lots, the
 * items and brands, department orders and, for the lab's admin, the stock settings; one tab
 * each (`?tab=`).
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  const [params, setParams] = useSearchParams();
  const shown = tabs.filter((tab) => tab !== 'settings' || allowed('inventory.configure'));
  const active = shown.find((tab) => tab === params.get('tab')) ?? 'stock';
  return (
    <>
      <PageHeader title={t('inventory.title')} description={t('inventory.description')} />
      <Tabs
        value={active}
        onChange={(tab) => setParams(tab && tab !== 'stock' ? { tab } : {}, { replace: true })}
        keepMounted={false}
      >
        {/* One line on a phone too: the tabs scroll sideways rather than wrap under one another. */}
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
          {shown.map((tab) => {
            const Icon = icons[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                {t(`inventory.tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {shown.map((tab) => {
          const Panel = panels[tab];
          return (
            <Tabs.Panel key={tab} value={tab}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
