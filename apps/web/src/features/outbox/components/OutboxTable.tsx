import type { OutboxMessage } from '@lims/contract';
import { Menu, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDateTime, UserText } from '../../../ui';
import type { OutboxSortKey, useOutboxList } from '../hooks/use-outbox';
import { MessageStateBadge } from './MessageStateBadge';
import { channelLabels } from './message-labels';
import { OutboxFilters } from './OutboxFilters';

interface OutboxTableProps {
  list: ReturnType<typeof useOutboxList>;
  onView: (message: OutboxMessage) => void;
  empty: ReactNode;
}

export function OutboxTable({ list, onView, empty }: OutboxTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const channels = channelLabels(t);
  const columns: DataTableColumn<OutboxMessage, OutboxSortKey>[] = [
    {
      key: 'createdAt',
      header: t('outbox.createdAt'),
      sortKey: 'createdAt',
      width: 160,
      cell: (message) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatLabDateTime(message.createdAt, timeZone)}
        </Text>
      ),
    },
    {
      key: 'channel',
      header: t('outbox.channel'),
      width: 110,
      cell: (message) => <Text size="sm">{channels[message.channel]}</Text>,
    },
    {
      key: 'recipient',
      header: t('outbox.recipient'),
      cell: (message) => (
        <UserText size="sm" fw={500} lineClamp={1}>
          {message.recipient}
        </UserText>
      ),
    },
    {
      key: 'subject',
      header: t('outbox.subject'),
      cell: (message) =>
        message.subject ? (
          <UserText size="sm" lineClamp={2}>
            {message.subject}
          </UserText>
        ) : (
          <UserText size="sm" c="dimmed" lineClamp={2}>
            {message.body}
          </UserText>
        ),
    },
    {
      key: 'state',
      header: t('outbox.state'),
      width: 160,
      cell: (message) => (
        <Stack gap={4} align="flex-start">
          <MessageStateBadge state={message.state} />
          {message.error && (
            <Text size="xs" c={message.state === 'failed' ? 'red' : 'dimmed'} lineClamp={2} dir="auto">
              {message.error}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label={t('outbox.title')}
      list={list}
      columns={columns}
      rowKey={(message) => message.id}
      rowActions={{
        name: (message) => message.recipient,
        items: (message) => (
          <Menu.Item leftSection={<IconEye size={16} stroke={1.5} />} onClick={() => onView(message)}>
            {t('outbox.view')}
          </Menu.Item>
        ),
      }}
      searchPlaceholder={t('outbox.search')}
      filters={<OutboxFilters filters={list.filters} onChange={list.setFilters} />}
      empty={empty}
      minWidth={760}
    />
  );
}
