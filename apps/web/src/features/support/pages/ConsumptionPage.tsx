import { Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { ConsumptionBars } from '../components/ConsumptionBars';
import { useConsumption } from '../hooks/use-support';

/**
 * spec 002 §2 'Credits/consumption progress bar with a Search By {title} box showing Search
 * Results: and a count': every lab found by its name (the title column), with its bars.
 */
export function ConsumptionPage() {
  const { t } = useTranslation();
  const list = useConsumption();
  const searchLabel = t('support.consumption.searchBy', { title: t('support.consumption.labName') });
  return (
    <>
      <PageHeader title={t('support.consumption.title')} description={t('support.consumption.description')} />
      <Stack gap="md" maw={1100}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} />}
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 18rem', maxWidth: '28rem' }}
            dir="auto"
          />
          {list.status === 'ready' && (
            <Text size="sm" aria-live="polite">
              {t('support.consumption.searchResults')}{' '}
              <Text span fw={600} dir="ltr">
                {list.total ?? list.items.length}
              </Text>
            </Text>
          )}
        </Group>
        {list.status === 'loading' ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : list.status === 'failed' ? (
          <EmptyState variant="failedToLoad" onRetry={list.retry} />
        ) : list.items.length === 0 ? (
          <EmptyState
            variant="noPending"
            title={t('support.consumption.emptyTitle')}
            description={t('support.consumption.emptyDescription')}
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {list.items.map((consumption) => (
              <ConsumptionBars key={consumption.labId} consumption={consumption} />
            ))}
          </Stack>
        )}
        {(list.pageCount ?? 1) > 1 && (
          <Group justify="center">
            <Pagination total={list.pageCount ?? 1} value={list.page} onChange={list.setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </>
  );
}
