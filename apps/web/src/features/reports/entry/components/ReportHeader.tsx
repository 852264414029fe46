import type { ReportEntry } from '@lims/contract';
import { exceptionBadgeOf, tatStateOf } from '@lims/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../ui';
import { usePatientText } from '../../../patients';

/**
 * Who and what the report is: the patient, their age and sex, the test, its status, its sample
 * or accession number, its TAT (spec 001 §4 TAT) and any exception (spec 001 §4 Exceptions).
 */
export function ReportHeader({ report, now }: { report: ReportEntry; now: Date }) {
  const { t } = useTranslation();
  const tat = tatStateOf({
    accessionDate: report.sidePanel.accessionDate ? new Date(report.sidePanel.accessionDate) : null,
    targetTatMinutes: report.targetTatMinutes,
    redrawn: (report.sample?.redrawFlag ?? 0) !== 0,
    now,
  });
  const exception = exceptionBadgeOf(report.exception);
  const patientText = usePatientText();
  const personal = [
    patientText.age(report.patient.age, report.patient.ageUnit),
    patientText.gender(report.patient.gender),
  ]
    .filter(Boolean)
    .join(' / ');
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Title order={2} size="h3">
          <UserText span inherit>
            {[report.patient.designation, report.patient.fullName].filter(Boolean).join(' ')}
          </UserText>
        </Title>
        {personal && <Text c="dimmed">{personal}</Text>}
        <Text c="dimmed" size="sm" dir="ltr">
          {report.patient.labPatientId}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <UserText fw={600}>{report.test.name}</UserText>
        <Text size="sm" c="dimmed" dir="ltr">
          {report.test.code}
        </Text>
        <Badge variant="light">{t(`reports.status.${report.status}`)}</Badge>
        {report.emergency && <Badge color="red">{t('reports.badges.emergency')}</Badge>}
        {exception && (
          <Badge color={exception.colour} variant="filled">
            {t(`reports.exception.${exception.kind}`)}
          </Badge>
        )}
        {report.sample && (
          <Text size="sm" dir="ltr">
            {report.sample.accessionNo
              ? t('reportEntry.header.accession', { number: report.sample.accessionNo })
              : t('reportEntry.header.sample', { number: report.sample.autoSampleId })}
          </Text>
        )}
        {tat.kind !== 'none' && (
          <Badge
            color={tat.kind === 'exceeded' ? 'red' : 'gray'}
            variant="light"
            leftSection={
              tat.kind === 'exceeded' ? (
                <IconClockExclamation size={12} aria-hidden />
              ) : (
                <IconClockHour4 size={12} aria-hidden />
              )
            }
          >
            {tat.kind === 'exceeded' ? t('reports.tat.exceeded') : t('reports.tat.remaining')}{' '}
            <span dir="ltr">{tat.label}</span>
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
