import type { OutsourcingReportItem } from '@lims/contract';
import { Anchor, Badge, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, EmptyState, formatLabDateTime, UserText } from '../../../ui';
import { fileReportUrl } from '../api/outsourcing-api';
import { useOutsourcingRelation } from '../hooks/use-outsourcing';

const statusColours = { sent: 'orange', returned: 'gray', done: 'teal' } as const;

/** A report's sendings, newest first (spec 002 §7 getLabReportRelation): where, at what price, who, and how it ended. */
export function OutsourcingHistoryDialog({ report, onClose }: { report: OutsourcingReportItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const money = useMoney();
  const relation = useOutsourcingRelation(report.labReportId);
  const sendings = relation.data?.outsourcings ?? [];
  return (
    <Dialog opened onClose={onClose} title={t('outsourcing.history.title', { test: report.test.name })}>
      {relation.isPending && <Loader size="sm" />}
      {relation.isError && <EmptyState variant="failedToLoad" onRetry={() => void relation.refetch()} />}
      {relation.isSuccess && sendings.length === 0 && <Text size="sm">{t('outsourcing.history.empty')}</Text>}
      {sendings.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2} active={sendings.length}>
          {sendings.map((sending) => (
            <Timeline.Item
              key={sending.id}
              title={
                <Group gap="xs" wrap="wrap">
                  <UserText size="sm" fw={500}>
                    {sending.centre.name}
                  </UserText>
                  <Badge
                    color={statusColours[sending.status as keyof typeof statusColours]}
                    variant="light"
                    radius="sm"
                  >
                    {t(`outsourcing.status.${sending.status as keyof typeof statusColours}`)}
                  </Badge>
                </Group>
              }
            >
              <Stack gap={2}>
                <Text size="xs" dir="ltr" ta="start" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money.format(sending.price)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('outsourcing.history.sent', {
                    at: formatLabDateTime(sending.outsourcedAt, timeZone),
                    by: sending.outsourcedBy ?? '-',
                  })}
                </Text>
                {sending.closedAt && (
                  <Text size="xs" c="dimmed">
                    {t('outsourcing.history.closed', { at: formatLabDateTime(sending.closedAt, timeZone) })}
                  </Text>
                )}
                {sending.comments && (
                  <UserText size="xs" c="dimmed">
                    {sending.comments}
                  </UserText>
                )}
                {sending.fileReport && (
                  <Anchor href={fileReportUrl(sending.id)} target="_blank" rel="noopener" size="xs">
                    {t('outsourcing.actions.openReport')}
                  </Anchor>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Dialog>
  );
}
