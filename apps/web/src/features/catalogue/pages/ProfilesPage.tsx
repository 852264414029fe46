import type { Profile } from '@lims/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { Amount } from '../components/Amount';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { ProfileForm, testsPriceSum } from '../components/ProfileForm';
import { useCodeColumn } from '../components/record-columns';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';

/** Settings > Test catalogue > Profiles: panels billed as one line that expand into their tests. */
export function ProfilesPage() {
  const { t } = useTranslation();
  const codeColumn = useCodeColumn<Profile, SortKeyOf<'profiles'>>();
  const list = useCatalogueList('profiles', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
  return (
    <CatalogueRecordsPage
      kind="profiles"
      list={list}
      texts={{
        title: t('catalogue.profiles.title'),
        description: t('catalogue.profiles.description'),
        add: t('catalogue.profiles.add'),
        addTitle: t('catalogue.profiles.add'),
        editTitle: t('catalogue.profiles.editTitle'),
        search: t('catalogue.profiles.search'),
        emptyTitle: t('catalogue.profiles.emptyTitle'),
        emptyDescription: t('catalogue.profiles.emptyDescription'),
      }}
      columns={[
        codeColumn,
        {
          key: 'name',
          header: t('catalogue.fields.name'),
          sortKey: 'name',
          cell: (profile) => (
            <div>
              <UserText fw={500} size="sm" c={profile.enabled ? undefined : 'dimmed'}>
                {profile.name}
              </UserText>
              <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
                {profile.tests.map((test) => test.name).join(', ')}
              </Text>
            </div>
          ),
        },
        {
          key: 'sum',
          header: t('catalogue.profiles.testsTotal'),
          width: 130,
          cell: (profile) => <Amount minor={testsPriceSum(profile.tests)} c="dimmed" />,
        },
        {
          key: 'price',
          header: t('catalogue.fields.price'),
          sortKey: 'price',
          width: 120,
          cell: (profile) => <Amount minor={profile.price} fw={500} />,
        },
      ]}
      form={(record, handlers) => <ProfileForm record={record} {...handlers} />}
      copy={{}}
      dialogSize="lg"
      minWidth={720}
    />
  );
}
