import type { SampleTimeline } from '@lims/contract';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';
import { statusLabel } from './tracking-words';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The side panel of the tracking (spec 001 §2): the sample's ids, bill, patient and times. */
export function SampleFactsPanel({ timeline }: { timeline: SampleTimeline }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const { sample } = timeline;
  const at = (value: string | null) => (value ? <span dir="ltr">{formatLabDateTime(value, timeZone)}</span> : '—');
  return (
    <Paper withBorder p="sm" radius="md" component="aside" aria-label={t('sampleTracking.facts.title')}>
      <Stack gap="xs">
        <Badge color={timeline.progress === 'completed' ? 'teal' : 'blue'} variant="light">
          {t(`sampleTracking.progress.${timeline.progress}`)}
        </Badge>
        <Fact label={t('sampleTracking.facts.sampleId')}>
          <UserText size="sm" fw={600}>
            {sample.autoSampleId}
          </UserText>
        </Fact>
        {sample.manualSampleId && (
          <Fact label={t('sampleTracking.facts.manualSampleId')}>
            <UserText size="sm">{sample.manualSampleId}</UserText>
          </Fact>
        )}
        <Fact label={t('sampleTracking.facts.accessionNo')}>
          <UserText size="sm">{sample.accessionNo ?? t('sampleTracking.facts.pendingAccession')}</UserText>
        </Fact>
        {sample.sampleTypeName && (
          <Fact label={t('sampleTracking.facts.sampleType')}>
            <UserText size="sm">{sample.sampleTypeName}</UserText>
          </Fact>
        )}
        <Fact label={t('sampleTracking.facts.status')}>
          <Text size="sm">
            {statusLabel(t, sample.status)}
            {sample.redrawFlag === 1 && ` · ${t('sampleTracking.facts.sampleRedrawn')}`}
            {sample.redrawFlag === 2 && ` · ${t('sampleTracking.facts.reportRedone')}`}
          </Text>
        </Fact>
        {sample.rejectReason && (
          <Fact label={t('sampleTracking.facts.rejectReason')}>
            <UserText size="sm">{sample.rejectReason}</UserText>
          </Fact>
        )}
        <Fact label={t('sampleTracking.facts.patient')}>
          <UserText size="sm">{sample.patient.fullName}</UserText>
          <UserText size="xs" c="dimmed">
            {sample.patient.labPatientId}
          </UserText>
        </Fact>
        <Fact label={t('sampleTracking.facts.billId')}>
          <UserText size="sm">{sample.bill.labBillId}</UserText>
        </Fact>
        {sample.branchName && (
          <Fact label={t('sampleTracking.facts.branch')}>
            <UserText size="sm">{sample.branchName}</UserText>
          </Fact>
        )}
        <Fact label={t('sampleTracking.facts.billedAt')}>
          <Text size="sm">{at(sample.createdAt)}</Text>
        </Fact>
        <Fact label={t('sampleTracking.facts.collectedAt')}>
          <Text size="sm">{at(sample.collectedAt)}</Text>
        </Fact>
        <Fact label={t('sampleTracking.facts.receivedAt')}>
          <Text size="sm">{at(sample.receivedAt)}</Text>
        </Fact>
        <Fact label={t('sampleTracking.facts.accessionedAt')}>
          <Text size="sm">{at(sample.accessionedAt)}</Text>
        </Fact>
      </Stack>
    </Paper>
  );
}
