import type { QcHold } from '@lims/contract';
import { Alert, Anchor, Button, Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, ReasonDialog, showSuccess, TableSkeleton, UserText } from '../../../ui';
import { reportsPaths } from '../../reports';
import { qualityControlPaths } from '../area';
import { type QcHoldState, useQcHolds, useResolveQcHold } from '../hooks/use-quality-control';
import { RuleBadges } from './QcStatusBadge';

/** The QC holds tab: open holds to resolve, or the resolved ones with who resolved them and why. */
export function QcHoldsList() {
  const { t } = useTranslation();
  const [state, setState] = useState<QcHoldState>('open');
  const holds = useQcHolds(state);
  const [resolving, setResolving] = useState<QcHold | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('qualityControl.holds.stateLabel')}
        data={[
          { value: 'open', label: t('qualityControl.holds.open') },
          { value: 'resolved', label: t('qualityControl.holds.resolved') },
        ]}
        value={state}
        onChange={(next) => setState(next as QcHoldState)}
        style={{ alignSelf: 'flex-start' }}
      />
      {holds.isPending ? (
        <TableSkeleton />
      ) : holds.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('qualityControl.holds.failed')}
        </Alert>
      ) : holds.data.items.length === 0 ? (
        <EmptyState
          variant="noPending"
          title={state === 'open' ? t('qualityControl.holds.emptyOpen') : t('qualityControl.holds.emptyResolved')}
        />
      ) : (
        holds.data.items.map((hold) => <HoldCard key={hold.id} hold={hold} onResolve={() => setResolving(hold)} />)
      )}
      <ResolveHoldDialog hold={resolving} onClose={() => setResolving(null)} />
    </Stack>
  );
}

function HoldCard({ hold, onResolve }: { hold: QcHold; onResolve: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('qualityControl.holds.cardLabel', { group: hold.group.name, test: hold.test.name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Anchor component={Link} to={qualityControlPaths.group(hold.group.id)} fw={600}>
              {hold.group.name}
            </Anchor>
            <Text size="sm">
              {t('qualityControl.holds.testOnDevice', { test: hold.test.name, device: hold.device.name })}
            </Text>
            <Text size="sm" dir="auto">
              {hold.record.note}
            </Text>
            <Group gap={4}>
              <RuleBadges rules={hold.record.violations} status={hold.record.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('qualityControl.holds.openedAt', { date: formatLabDateTime(hold.openedAt, timeZone) })}
            </Text>
          </Stack>
          {hold.resolvedAt === null && allowed('qc.resolve') && (
            <Button color="teal" leftSection={<IconCircleCheck size={16} />} onClick={onResolve}>
              {t('qualityControl.holds.resolve')}
            </Button>
          )}
        </Group>
        {hold.resolvedAt && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            <Text size="sm">
              {t('qualityControl.holds.resolvedBy', {
                who: hold.resolvedBy ?? t('qualityControl.holds.someone'),
                date: formatLabDateTime(hold.resolvedAt, timeZone),
              })}
            </Text>
            {hold.resolutionComment && (
              <UserText size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {hold.resolutionComment}
              </UserText>
            )}
          </Alert>
        )}
        <HeldReports hold={hold} />
      </Stack>
    </Card>
  );
}

/** The reports the hold holds, each linked to its entry. */
function HeldReports({ hold }: { hold: QcHold }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  if (hold.reports.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('qualityControl.holds.noReports')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={4} captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          {t('qualityControl.holds.reports', { count: hold.reports.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('qualityControl.holds.patient')}</Table.Th>
            <Table.Th>{t('qualityControl.holds.test')}</Table.Th>
            <Table.Th>{t('qualityControl.holds.enteredAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hold.reports.map((report) => (
            <Table.Tr key={report.reportId}>
              <Table.Td>
                <Anchor component={Link} to={reportsPaths.report(report.reportId)} size="sm">
                  {report.patientName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <UserText size="sm">{report.testName}</UserText>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {report.enteredAt
                    ? formatLabDateTime(report.enteredAt, timeZone)
                    : t('qualityControl.holds.notEntered')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Resolve: the comment is required, and the answer says how many reports it released. */
function ResolveHoldDialog({ hold, onClose }: { hold: QcHold | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resolve = useResolveQcHold();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <ReasonDialog
      opened={hold !== null}
      title={t('qualityControl.holds.resolveTitle')}
      message={
        hold
          ? t('qualityControl.holds.resolveMessage', {
              group: hold.group.name,
              test: hold.test.name,
              count: hold.reports.length,
            })
          : ''
      }
      label={t('qualityControl.holds.comment')}
      confirmLabel={t('qualityControl.holds.resolve')}
      maxLength={1000}
      pending={resolve.isPending}
      refusal={refusal}
      onClose={close}
      onConfirm={(comment) => {
        if (!hold) return;
        resolve.mutate(
          { hold, comment },
          {
            onSuccess: (answer) => {
              showSuccess(localiseMessage(answer.messageKey, answer.messageParams));
              close();
            },
            onError: (error) => {
              // A hold resolved meanwhile or changed since it was read stays in the dialog, said in place.
              if (isApiError(error) && error.status === 409)
                setRefusal(localiseMessage(error.messageKey, error.params));
              else notifyError(error);
            },
          },
        );
      }}
    />
  );
}
