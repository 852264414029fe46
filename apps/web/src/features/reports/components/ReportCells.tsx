import type { ReportListItem } from '@lims/contract';
import { reportActionOf } from '@lims/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../ui';
import { usePatientText } from '../../patients';
import {
  CriticalMark,
  EmergencyMark,
  ExceptionBadge,
  OutsourcedMark,
  ReportStatusBadge,
  TatBadge,
} from './ReportBadges';

/** What the entry page reads from the router: the list's reports in order, to move on after a save. */
export interface ReportListState {
  reportIds: number[];
}

/** The patient: name with designation, the lab's patient id, age and sex. */
export function PatientCell({ patient }: { patient: ReportListItem['patient'] }) {
  const patientText = usePatientText();
  return (
    <Stack gap={2} miw={0}>
      <UserText size="sm" fw={500} truncate="end">
        {patientText.name(patient)}
      </UserText>
      <Text size="xs" c="dimmed">
        {[patient.labPatientId, patientText.ageAndGender(patient)].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** The test and its department. */
export function TestCell({ report }: { report: ReportListItem }) {
  return (
    <Stack gap={2} miw={0}>
      <UserText size="sm" fw={500} lineClamp={2}>
        {report.test.name}
      </UserText>
      <UserText size="xs" c="dimmed" lineClamp={1}>
        {report.department.name}
      </UserText>
    </Stack>
  );
}

/** The sample id with its accession number. */
export function SampleCell({ report }: { report: ReportListItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" ff="monospace">
        {report.sample?.autoSampleId ?? '-'}
      </Text>
      {report.sample?.accessionNo && (
        <Text size="xs" c="dimmed" ff="monospace">
          {t('reports.columns.accessionNo', { number: report.sample.accessionNo })}
        </Text>
      )}
    </Stack>
  );
}

/** Status first, then what needs attention: emergency, critical, exception, TAT, outsourced. */
export function ReportMarks({ report, now, forDoctor }: { report: ReportListItem; now: Date; forDoctor?: boolean }) {
  return (
    <Group gap={4} wrap="wrap">
      <ReportStatusBadge status={report.status} forDoctor={forDoctor} />
      <EmergencyMark emergency={report.emergency} />
      <CriticalMark report={report} />
      <ExceptionBadge exception={report.exception} />
      <TatBadge report={report} now={now} />
      <OutsourcedMark outsourced={report.outsourced} />
    </Group>
  );
}

/**
 * spec 001 §4 'Report action label': Review for a signed or approved report, Preview for a
 * partly signed, partly completed or completed one. Where the spec shows no button the report
 * still has to be entered: this product names that link 'Enter'. The list's order goes with it.
 */
export function ReportActionLink({
  report,
  to,
  listState,
}: {
  report: ReportListItem;
  to: string;
  listState: ReportListState;
}) {
  const { t } = useTranslation();
  const action = reportActionOf(report.status) ?? 'enter';
  return (
    <Anchor
      component={Link}
      to={to}
      state={listState}
      size="sm"
      fw={500}
      aria-label={t('reports.actions.label', { action: t(`reports.actions.${action}`), test: report.test.name })}
    >
      {t(`reports.actions.${action}`)}
    </Anchor>
  );
}
