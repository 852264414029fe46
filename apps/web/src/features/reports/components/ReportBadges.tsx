import type { PatientReportsItem, ReportListItem } from '@lims/contract';
import { doctorReadOnlyStatuses, exceptionBadgeOf, type ReportStatus, tatStateOf } from '@lims/domain';
import { Badge, type MantineColor, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconUrgent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const statusColours: Record<ReportStatus, MantineColor> = {
  markAsDone: 'gray',
  dismissed: 'gray',
  sampleRedrawn: 'grape',
  reportRedone: 'grape',
  dispatched: 'teal',
  approved: 'green',
  signed: 'green',
  partiallySigned: 'lime',
  partiallyCompleted: 'yellow',
  completed: 'blue',
  notCollected: 'orange',
  notReceived: 'orange',
  incomplete: 'gray',
};

/**
 * The report's status by the spec's name (spec 002 §4 'Report status (priority order)'); on the
 * doctor's list a status the doctor only reads carries a lock (spec 001 §4 'Doctor-login read-only').
 */
export function ReportStatusBadge({ status, forDoctor = false }: { status: ReportStatus; forDoctor?: boolean }) {
  const { t } = useTranslation();
  const readOnly = forDoctor && doctorReadOnlyStatuses.has(status);
  const badge = (
    <Badge
      color={statusColours[status]}
      variant="light"
      radius="sm"
      style={{ flex: 'none' }}
      leftSection={readOnly ? <IconLock size={12} aria-label={t('reports.badges.readOnly')} /> : undefined}
    >
      {t(`reports.status.${status}`)}
    </Badge>
  );
  return readOnly ? <Tooltip label={t('reports.badges.readOnlyHint')}>{badge}</Tooltip> : badge;
}

const patientStatusColours: Record<PatientReportsItem['status'], MantineColor> = {
  signed: 'green',
  completed: 'blue',
  partiallySigned: 'lime',
  partiallyCompleted: 'yellow',
  pending: 'gray',
};

/** spec 002 §4 'Patient-level status', worked out by the server from the patient's reports. */
export function PatientStatusBadge({ status }: { status: PatientReportsItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={patientStatusColours[status]} variant="outline" radius="sm" style={{ flex: 'none' }}>
      {t(`reports.patientStatus.${status}`)}
    </Badge>
  );
}

/**
 * spec 001 §4 'TAT': 'TAT Exceeded' past the accession date plus the test's target, else the time
 * 'Remaining'; nothing for a redrawn report, one without a target or not yet accessioned.
 */
export function TatBadge({ report, now }: { report: Pick<ReportListItem, 'sample' | 'targetTatMinutes'>; now: Date }) {
  const { t } = useTranslation();
  const accessedAt = report.sample?.accessionedAt;
  const state = tatStateOf({
    accessionDate: accessedAt ? new Date(accessedAt) : null,
    targetTatMinutes: report.targetTatMinutes,
    redrawn: (report.sample?.redrawFlag ?? 0) !== 0,
    now,
  });
  if (state.kind === 'none') return null;
  const exceeded = state.kind === 'exceeded';
  return (
    <Badge
      color={exceeded ? 'red' : 'gray'}
      variant={exceeded ? 'filled' : 'light'}
      radius="sm"
      style={{ flex: 'none' }}
    >
      {exceeded ? t('reports.tat.exceeded') : t('reports.tat.remaining')}{' '}
      {/* The d/h/m label reads left to right in every language. */}
      <bdi dir="ltr">{state.label}</bdi>
    </Badge>
  );
}

/** spec 001 §4 'Exceptions': one badge by priority, Resolved green and the others red. */
export function ExceptionBadge({ exception }: { exception: ReportListItem['exception'] }) {
  const { t } = useTranslation();
  const badge = exceptionBadgeOf(exception);
  if (badge === null) return null;
  return (
    <Badge color={badge.colour} variant="outline" radius="sm" style={{ flex: 'none' }}>
      {t(`reports.exception.${badge.kind}`)}
    </Badge>
  );
}

/** A report saved with critical values: how many, and whether someone has acknowledged them. */
export function CriticalMark({ report }: { report: Pick<ReportListItem, 'criticalValues' | 'criticalAcknowledged'> }) {
  const { t } = useTranslation();
  if (report.criticalValues === 0) return null;
  return (
    <Tooltip
      label={report.criticalAcknowledged ? t('reports.badges.criticalAcknowledged') : t('reports.badges.criticalOpen')}
    >
      <Badge
        color="red.9"
        variant={report.criticalAcknowledged ? 'outline' : 'filled'}
        radius="sm"
        style={{ flex: 'none' }}
        leftSection={<IconAlertTriangle size={12} />}
      >
        {t('reports.badges.critical', { count: report.criticalValues })}
      </Badge>
    </Tooltip>
  );
}

/** An emergency report (spec 002 §4 overlay 'emergency'): listed first and marked. */
export function EmergencyMark({ emergency }: { emergency: boolean }) {
  const { t } = useTranslation();
  if (!emergency) return null;
  return (
    <Badge color="red" variant="light" radius="sm" style={{ flex: 'none' }} leftSection={<IconUrgent size={12} />}>
      {t('reports.badges.emergency')}
    </Badge>
  );
}

/** spec 002 §2: a report whose test is out at an outsource centre. */
export function OutsourcedMark({ outsourced }: { outsourced: boolean }) {
  const { t } = useTranslation();
  if (!outsourced) return null;
  return (
    <Badge color="cyan" variant="outline" radius="sm" style={{ flex: 'none' }}>
      {t('reports.badges.outsourced')}
    </Badge>
  );
}
