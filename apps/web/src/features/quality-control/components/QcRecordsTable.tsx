import type { QcRecord } from '@lims/contract';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDateTime } from '../../../ui';
import { QcStatusBadge, RuleBadges } from './QcStatusBadge';
import { formatQcNumber, formatZScore } from './qc-format';

/** The chart's records as a table: what a screen reader reads, and a phone's exact values. */
export function QcRecordsTable({ records, caption }: { records: QcRecord[]; caption: string }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('qualityControl.records.index')}</Table.Th>
            <Table.Th>{t('qualityControl.records.date')}</Table.Th>
            <Table.Th>{t('qualityControl.records.value')}</Table.Th>
            <Table.Th>{t('qualityControl.records.zScore')}</Table.Th>
            <Table.Th>{t('qualityControl.records.status')}</Table.Th>
            <Table.Th>{t('qualityControl.records.rules')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* Newest first: the run just recorded is the one looked for. */}
          {[...records].reverse().map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{record.index}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatLabDateTime(record.date, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {formatQcNumber(record.value)} {record.unit}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr">
                  {formatZScore(record.zScore)}
                </Text>
              </Table.Td>
              <Table.Td>
                <QcStatusBadge status={record.status} />
              </Table.Td>
              <Table.Td>
                {record.violations.length > 0 ? (
                  <Group gap={4}>
                    <RuleBadges rules={record.violations} status={record.status} />
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('qualityControl.chart.noRules')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
