import type { OutsourceCentre } from '@lims/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { OutsourceCentreForm } from '../components/OutsourceCentreForm';
import { useRecordColumns } from '../components/record-columns';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';

/** Settings > Test catalogue > Outsource centres: the labs an outsourced test is sent to (spec 002 §3). */
export function OutsourceCentresPage() {
  const { t } = useTranslation();
  const columns = useRecordColumns<OutsourceCentre, SortKeyOf<'outsourceCentres'>>();
  const list = useCatalogueList('outsourceCentres', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
  return (
    <CatalogueRecordsPage
      kind="outsourceCentres"
      list={list}
      texts={{
        title: t('catalogue.outsourceCentres.title'),
        description: t('catalogue.outsourceCentres.description'),
        add: t('catalogue.outsourceCentres.add'),
        addTitle: t('catalogue.outsourceCentres.add'),
        editTitle: t('catalogue.outsourceCentres.editTitle'),
        search: t('catalogue.outsourceCentres.search'),
        emptyTitle: t('catalogue.outsourceCentres.emptyTitle'),
        emptyDescription: t('catalogue.outsourceCentres.emptyDescription'),
      }}
      columns={[
        columns.name,
        {
          key: 'contact',
          header: t('catalogue.outsourceCentres.contact'),
          cell: (centre) => (
            <Stack gap={0}>
              {centre.contactPerson && <UserText size="sm">{centre.contactPerson}</UserText>}
              {centre.phone && (
                <UserText size="sm" c="dimmed">
                  {centre.phone}
                </UserText>
              )}
              {centre.email && (
                <UserText size="sm" c="dimmed">
                  {centre.email}
                </UserText>
              )}
            </Stack>
          ),
        },
        columns.addedOn,
      ]}
      form={(record, handlers) => <OutsourceCentreForm record={record} {...handlers} />}
      minWidth={640}
    />
  );
}
