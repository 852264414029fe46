import type { SampleListItem } from '@lims/contract';
import { Button, Checkbox, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, SearchInput, searchDebounceMs, UserText } from '../../../../ui';
import { usePatientText } from '../../../patients';
import { useBatchableSamples } from '../hooks/use-batches';

/** One screen of candidates; the search narrows a longer list. */
const pickerPageSize = 25;

interface BatchSamplePickerProps {
  /** The samples chosen so far, kept across searches and pages. */
  chosen: ReadonlyMap<number, SampleListItem>;
  onChange: (chosen: ReadonlyMap<number, SampleListItem>) => void;
}

/**
 * The collected samples in no batch on its way (spec 002 §7 getSelectSampleForBatchAPI), found
 * by sample, bill or patient and ticked one by one; a choice stays while the search changes.
 */
export function BatchSamplePicker({ chosen, onChange }: BatchSamplePickerProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const patientText = usePatientText();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [offset, setOffset] = useState(0);
  const candidates = useBatchableSamples(debouncedSearch, offset, pickerPageSize);
  const items = candidates.data?.items ?? [];
  const total = candidates.data?.total ?? null;

  const toggle = (sample: SampleListItem, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(sample.id, sample);
    else next.delete(sample.id);
    onChange(next);
  };
  const sampleName = (sample: SampleListItem) => sample.manualSampleId ?? sample.autoSampleId;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('sampleBatches.create.samples')}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('sampleBatches.create.chosen', { count: chosen.size })}
        </Text>
      </Group>
      <SearchInput
        value={search}
        onChange={(next) => {
          setSearch(next);
          setOffset(0);
        }}
        placeholder={t('sampleBatches.create.search')}
        width="100%"
      />
      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah={280} type="auto">
          {candidates.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" />
            </Group>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              {debouncedSearch ? t('messages.dataNotFound') : t('sampleBatches.create.noneWaiting')}
            </Text>
          ) : (
            <Stack gap={0}>
              {items.map((sample) => (
                <Checkbox
                  key={sample.id}
                  aria-label={t('sampleBatches.create.select', { id: sampleName(sample) })}
                  checked={chosen.has(sample.id)}
                  onChange={(event) => toggle(sample, event.currentTarget.checked)}
                  px="sm"
                  py={8}
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  label={
                    <Stack gap={0} miw={0}>
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm" ff="monospace" fw={500}>
                          {sampleName(sample)}
                        </Text>
                        <UserText size="sm">{patientText.name(sample.patient)}</UserText>
                      </Group>
                      <UserText size="xs" c="dimmed" lineClamp={1}>
                        {[
                          sample.sampleType?.name,
                          sample.testNames.join(', '),
                          sample.collectedAt && formatLabDateTime(sample.collectedAt, timeZone),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </UserText>
                    </Stack>
                  }
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Paper>
      {total !== null && total > pickerPageSize && (
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {t('sampleBatches.create.range', {
              from: offset + 1,
              to: Math.min(offset + pickerPageSize, total),
              total,
            })}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pickerPageSize))}
            >
              {t('sampleBatches.create.previous')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={offset + pickerPageSize >= total}
              onClick={() => setOffset(offset + pickerPageSize)}
            >
              {t('sampleBatches.create.next')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
