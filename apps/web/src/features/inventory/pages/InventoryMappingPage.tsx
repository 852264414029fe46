import type { MappingTarget } from '@lims/contract';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { PageHeader } from '../../../ui';
import { BulkUploadDialog } from '../components/mapping/BulkUploadDialog';
import { MappingTab } from '../components/mapping/MappingTab';

const tabs: readonly MappingTarget[] = ['test', 'sample', 'qc'];

/**
 * Stock mapping (`/inventory-mapping`, spec 002 §1 'Inventory mapping screens for sample-wise,
 * test-wise and quality-control (QC) mapping, with a bulk mapping upload'): what each test,
 * sample type and QC group consumes from stock, in groups, and the test-wise bulk upload.
 */
export function InventoryMappingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState<MappingTarget>('test');
  const [uploading, setUploading] = useState(false);
  return (
    <Stack gap="md">
      <PageHeader title={t('inventoryMapping.title')} description={t('inventoryMapping.description')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as MappingTarget)} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
          <Tabs.List>
            {tabs.map((target) => (
              <Tabs.Tab key={target} value={target}>
                {t(`inventoryMapping.tabs.${target}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tab === 'test' && can('inventory.configure') && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              onClick={() => setUploading(true)}
            >
              {t('inventoryMapping.bulk.action')}
            </Button>
          )}
        </Group>
        {tabs.map((target) => (
          <Tabs.Panel key={target} value={target}>
            <MappingTab target={target} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <BulkUploadDialog opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
