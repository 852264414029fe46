import { type AccessionedSample, accessionMark } from '@lims/contract';
import { datePresetRange } from '@lims/domain';
import { Badge, Box, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import {
  DateRangePicker,
  type DateRangeSelection,
  EmptyState,
  formatLabDateTime,
  PageHeader,
  TableSkeleton,
  UserText,
} from '../../../../ui';
import { toDay } from '../../../../ui/date-range-values';
import { SampleDateDialog } from '../components/SampleDateDialog';
import { useAccessionList } from '../hooks/use-accession';

const pageSize = 50;

/**
 * /accession-settings/bulk-edit (spec 002 §2 'Bulk-edit accession screen'): the drawn and
 * received samples of a range of days with their accession number and date, sample and receipt
 * dates, each date corrected one sample at a time.
 */
export function AccessionBulkEditPage() {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const [range, setRange] = useState<DateRangeSelection>(() => ({
    ...datePresetRange('last7Days', new Date(), timeZone),
    preset: 'last7Days',
  }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AccessionedSample | null>(null);
  const list = useAccessionList({
    from: toDay(range.from, timeZone),
    to: toDay(range.to, timeZone),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const when = (value: string | null) => (value ? formatLabDateTime(value, timeZone) : '—');
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));

  return (
    <>
      <PageHeader
        title={t('accession.bulk.title')}
        actions={
          <DateRangePicker
            value={range}
            timeZone={timeZone}
            onChange={(chosen) => {
              setRange(chosen);
              setPage(1);
            }}
          />
        }
      />
      {list.isError ? (
        <EmptyState
          variant="failedToLoad"
          title={t('messages.reportsFetchFailed')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <TableSkeleton rows={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState variant="allProcessed" title={t('accession.bulk.empty')} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accession.sampleId')}</Table.Th>
                  <Table.Th>{t('accession.patient')}</Table.Th>
                  <Table.Th>{t('accession.billId')}</Table.Th>
                  <Table.Th>{t('accession.accessionNo')}</Table.Th>
                  <Table.Th>{t('accession.accessionDate')}</Table.Th>
                  <Table.Th>{t('accession.sampleDate')}</Table.Th>
                  <Table.Th>{t('accession.receiptDate')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((sample) => {
                  const mark = accessionMark(sample);
                  return (
                    <Table.Tr key={sample.id}>
                      <Table.Td>
                        <Text size="sm" ff="monospace" dir="ltr">
                          {sample.autoSampleId}
                        </Text>
                        {sample.manualSampleId && (
                          <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
                            {sample.manualSampleId}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <UserText>{sample.patient.fullName}</UserText>
                      </Table.Td>
                      <Table.Td>{sample.bill.labBillId}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Badge
                            color={mark === 'A' ? 'teal' : 'orange'}
                            variant="light"
                            title={t(mark === 'A' ? 'accession.mark.accessed' : 'accession.mark.pending')}
                          >
                            {mark}
                          </Badge>
                          <Text size="sm" ff="monospace" dir="ltr">
                            {sample.accessionNo ?? ''}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{when(sample.accessionedAt)}</Table.Td>
                      <Table.Td>{when(sample.collectedAt)}</Table.Td>
                      <Table.Td>{when(sample.receivedAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconCalendarEvent size={14} stroke={1.5} />}
                          aria-label={t('accession.bulk.editOf', { sampleId: sample.autoSampleId })}
                          onClick={() => setEditing(sample)}
                        >
                          {t('accession.bulk.edit')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Box component="nav" aria-label={t('dataTable.pages')}>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t('dataTable.previousPage') : t('dataTable.nextPage'),
                })}
                getItemProps={(item) => ({ 'aria-current': item === page ? 'page' : undefined })}
              />
            </Box>
          )}
        </Stack>
      )}
      <SampleDateDialog key={editing?.id ?? 0} sample={editing} onClose={() => setEditing(null)} />
    </>
  );
}
