import { todayCountKeys } from '@lims/contract';
import { defaultDateFormat } from '@lims/domain';
import { Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui';
import { useTodayCounts } from '../hooks/use-today-counts';
import { TodayCountCard } from './TodayCountCard';

const grid = { base: 1, xs: 2, md: 3, xl: 5 } as const;

/** The five counts of the lab's day, in the lab's time zone (the server decides what today is). */
export function TodayCounts() {
  const { t } = useTranslation();
  const query = useTodayCounts();
  if (query.isError) return <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />;
  return (
    <section aria-labelledby="today-heading">
      <Group gap="xs" align="baseline" mb="md">
        <Title order={3} size="h4" id="today-heading">
          {t('dashboard.today')}
        </Title>
        {query.data && (
          <Text c="dimmed" size="sm" dir="ltr" data-testid="today-date">
            {dayjs(query.data.date).format(defaultDateFormat)}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={grid} spacing="md">
        {query.data
          ? query.data.counts.map((count) => <TodayCountCard key={count.key} count={count} />)
          : todayCountKeys.map((key) => <Skeleton key={key} h={104} radius="md" />)}
      </SimpleGrid>
    </section>
  );
}
