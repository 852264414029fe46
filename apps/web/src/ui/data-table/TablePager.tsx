import { Box, Button, Group, Pagination, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ServerList } from './use-server-list';

type PagerState = Pick<
  ServerList<unknown, string>,
  | 'items'
  | 'total'
  | 'paging'
  | 'page'
  | 'offset'
  | 'pageCount'
  | 'setPage'
  | 'hasNextPage'
  | 'loadMore'
  | 'loadingMore'
>;

/** Where the reader is in the list, and the way to the next rows: page numbers or 'Load more'. */
export function TablePager({ list, compact }: { list: PagerState; compact: boolean }) {
  const { t } = useTranslation();
  const shown = list.items.length;
  if (shown === 0) return null;

  if (list.paging === 'more') {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.total === null
            ? t('dataTable.shown', { count: shown })
            : t('dataTable.shownOfTotal', { count: shown, total: list.total })}
        </Text>
        {list.hasNextPage && (
          <Button variant="default" size="sm" onClick={list.loadMore} loading={list.loadingMore}>
            {t('dataTable.loadMore')}
          </Button>
        )}
      </Group>
    );
  }

  const from = list.offset + 1;
  const to = from + shown - 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.total === null
          ? t('dataTable.range', { from, to })
          : t('dataTable.rangeOfTotal', { from, to, total: list.total })}
      </Text>
      {list.pageCount !== null ? (
        list.pageCount > 1 && (
          <Box component="nav" aria-label={t('dataTable.pages')}>
            <Pagination
              size="sm"
              total={list.pageCount}
              value={list.page}
              onChange={list.setPage}
              siblings={compact ? 0 : 1}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('dataTable.previousPage') : t('dataTable.nextPage'),
              })}
              getItemProps={(page) => ({ 'aria-current': page === list.page ? 'page' : undefined })}
            />
          </Box>
        )
      ) : (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} className="lims-flip-rtl" />}
            disabled={list.page === 1}
            onClick={() => list.setPage(list.page - 1)}
          >
            {t('dataTable.previousPage')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} className="lims-flip-rtl" />}
            disabled={!list.hasNextPage}
            onClick={() => list.setPage(list.page + 1)}
          >
            {t('dataTable.nextPage')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
