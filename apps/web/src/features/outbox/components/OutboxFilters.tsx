import { MessageChannel, MessageState } from '@lims/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxFilters as Filters } from '../hooks/use-outbox';
import { channelLabels, stateLabels } from './message-labels';

export function OutboxFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const channels = channelLabels(t);
  const states = stateLabels(t);
  const width = { base: '100%', xs: 180 };
  return (
    <>
      <Select
        aria-label={t('outbox.channel')}
        placeholder={t('outbox.allChannels')}
        data={MessageChannel.options.map((channel) => ({ value: channel, label: channels[channel] }))}
        value={filters.channel ?? null}
        onChange={(value) => onChange({ ...filters, channel: MessageChannel.safeParse(value).data })}
        clearable
        w={width}
      />
      <Select
        aria-label={t('outbox.state')}
        placeholder={t('outbox.allStates')}
        data={MessageState.options.map((state) => ({ value: state, label: states[state] }))}
        value={filters.state ?? null}
        onChange={(value) => onChange({ ...filters, state: MessageState.safeParse(value).data })}
        clearable
        w={width}
      />
    </>
  );
}
