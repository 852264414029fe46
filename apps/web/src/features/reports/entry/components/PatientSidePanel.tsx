import type { ReportSidePanel } from '@lims/contract';
import { Button, Collapse, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children ?? <Text size="sm">-</Text>}
    </Stack>
  );
}

/**
 * The patient detail side panel (spec 001 §2: bill date, accession date, billed by, bill ID,
 * sample ID, order ID, organisation and its contact, referral, interfaced on, medical history,
 * allergies, previous report on, attachments). On a narrow screen it folds under a button.
 */
export function PatientSidePanel({ panel }: { panel: ReportSidePanel }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const wide = useMediaQuery('(min-width: 75em)', true);
  const [opened, setOpened] = useState(false);
  const date = (value: string | null) =>
    value ? (
      <Text size="sm" dir="ltr">
        {formatLabDateTime(value, timeZone)}
      </Text>
    ) : null;
  const text = (value: string | null) => (value ? <UserText size="sm">{value}</UserText> : null);
  const code = (value: string | null) =>
    value ? (
      <Text size="sm" dir="ltr">
        {value}
      </Text>
    ) : null;
  const facts = (
    <SimpleGrid cols={{ base: 2, lg: 1 }} spacing="xs" verticalSpacing="xs">
      <Fact label={t('reportEntry.side.billDate')}>{date(panel.billDate)}</Fact>
      <Fact label={t('reportEntry.side.accessionDate')}>{date(panel.accessionDate)}</Fact>
      <Fact label={t('reportEntry.side.billedBy')}>{text(panel.billedBy)}</Fact>
      <Fact label={t('reportEntry.side.billId')}>{code(panel.labBillId)}</Fact>
      <Fact label={t('reportEntry.side.sampleId')}>{code(panel.sampleId)}</Fact>
      <Fact label={t('reportEntry.side.orderId')}>{code(panel.orderNumber)}</Fact>
      <Fact label={t('reportEntry.side.organisation')}>
        {panel.organisation && (
          <UserText size="sm">
            {[panel.organisation.name, panel.organisation.contact].filter(Boolean).join(' · ')}
          </UserText>
        )}
      </Fact>
      <Fact label={t('reportEntry.side.referral')}>{text(panel.referral)}</Fact>
      <Fact label={t('reportEntry.side.interfacedOn')}>{date(panel.interfacedOn)}</Fact>
      <Fact label={t('reportEntry.side.medicalHistory')}>{text(panel.medicalHistory)}</Fact>
      <Fact label={t('reportEntry.side.allergies')}>{text(panel.allergies)}</Fact>
      <Fact label={t('reportEntry.side.previousReportOn')}>{date(panel.previousReportOn)}</Fact>
      <Fact label={t('reportEntry.side.attachments')}>
        <Text size="sm">{panel.attachments}</Text>
      </Fact>
    </SimpleGrid>
  );
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('reportEntry.side.title')}>
      {wide ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('reportEntry.side.title')}
          </Title>
          {facts}
        </Stack>
      ) : (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
            rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {t('reportEntry.side.title')}
          </Button>
          <Collapse in={opened}>
            <Stack pt="sm">{facts}</Stack>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
