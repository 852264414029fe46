import type { SampleType } from '@lims/contract';
import { ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { useRecordColumns } from '../components/record-columns';
import { SampleTypeForm } from '../components/SampleTypeForm';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';

/** Settings > Test catalogue > Sample types (spec 002 §3: name, containerType, containerColor). */
export function SampleTypesPage() {
  const { t } = useTranslation();
  const columns = useRecordColumns<SampleType, SortKeyOf<'sampleTypes'>>();
  const list = useCatalogueList('sampleTypes', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
  return (
    <CatalogueRecordsPage
      kind="sampleTypes"
      list={list}
      texts={{
        title: t('catalogue.sampleTypes.title'),
        description: t('catalogue.sampleTypes.description'),
        add: t('catalogue.sampleTypes.add'),
        addTitle: t('catalogue.sampleTypes.add'),
        editTitle: t('catalogue.sampleTypes.editTitle'),
        search: t('catalogue.sampleTypes.search'),
        emptyTitle: t('catalogue.sampleTypes.emptyTitle'),
        emptyDescription: t('catalogue.sampleTypes.emptyDescription'),
      }}
      columns={[
        {
          ...columns.name,
          cell: (sampleType) => (
            <Group gap="xs" wrap="nowrap">
              {sampleType.containerColor && (
                <ColorSwatch color={sampleType.containerColor} size={14} style={{ flex: 'none' }} />
              )}
              {columns.name.cell(sampleType)}
            </Group>
          ),
        },
        {
          key: 'containerType',
          header: t('catalogue.sampleTypes.containerType'),
          cell: (sampleType) => <UserText size="sm">{sampleType.containerType ?? '–'}</UserText>,
        },
        columns.addedOn,
      ]}
      form={(record, handlers) => <SampleTypeForm record={record} {...handlers} />}
      minWidth={560}
    />
  );
}
