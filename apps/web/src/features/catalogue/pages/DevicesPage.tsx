import type { Device } from '@lims/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { DeviceForm } from '../components/DeviceForm';
import { useRecordColumns } from '../components/record-columns';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';

/** Settings > Test catalogue > Devices: the lab's instruments and the tests each runs. */
export function DevicesPage() {
  const { t } = useTranslation();
  const columns = useRecordColumns<Device, SortKeyOf<'devices'>>();
  const list = useCatalogueList('devices', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
  return (
    <CatalogueRecordsPage
      kind="devices"
      list={list}
      texts={{
        title: t('catalogue.devices.title'),
        description: t('catalogue.devices.description'),
        add: t('catalogue.devices.add'),
        addTitle: t('catalogue.devices.add'),
        editTitle: t('catalogue.devices.editTitle'),
        search: t('catalogue.devices.search'),
        emptyTitle: t('catalogue.devices.emptyTitle'),
        emptyDescription: t('catalogue.devices.emptyDescription'),
      }}
      columns={[
        columns.name,
        {
          key: 'department',
          header: t('catalogue.fields.department'),
          cell: (device) => <UserText size="sm">{device.department.name}</UserText>,
        },
        {
          key: 'tests',
          header: t('catalogue.devices.tests'),
          cell: (device) => (
            <Text size="sm" c={device.tests.length === 0 ? 'dimmed' : undefined} lineClamp={2} dir="auto">
              {device.tests.length === 0
                ? t('catalogue.devices.noTests')
                : device.tests.map((test) => test.code).join(', ')}
            </Text>
          ),
        },
      ]}
      form={(record, handlers) => <DeviceForm record={record} {...handlers} />}
      dialogSize="lg"
      minWidth={640}
    />
  );
}
