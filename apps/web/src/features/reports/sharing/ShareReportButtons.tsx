import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import type { ShareTarget } from './report-sharing-api';
import { ShareReportModal } from './ShareReportModal';

/**
 * The bills a multi share sends (spec 001 §2 'A multi-report Share Report button'): those of the
 * reports chosen, or, with none chosen, those of every report listed.
 */
export function billsToShare(reports: readonly { id: number; bill: { id: number } }[], chosen: ReadonlySet<number>) {
  const picked = reports.some((report) => chosen.has(report.id))
    ? reports.filter((report) => chosen.has(report.id))
    : reports;
  return [...new Set(picked.map((report) => report.bill.id))];
}

function ShareButton({
  target,
  label,
  accessibleName,
  ...button
}: { target: ShareTarget; label: string; accessibleName?: string } & ButtonProps) {
  const can = useCan();
  const [opened, setOpened] = useState(false);
  if (!can('reports.share')) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={14} />}
        onClick={() => setOpened(true)}
        aria-label={accessibleName}
        {...button}
      >
        {label}
      </Button>
      <ShareReportModal target={opened ? target : null} onClose={() => setOpened(false)} />
    </>
  );
}

/** The report viewer's 'Share': the report shown, for a user who may share (the viewer shows signed reports only). */
export function ShareReportButton({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  return <ShareButton target={{ labReportId: reportId }} label={t('reportSharing.share')} />;
}

/** 'Share Report' of a patient's bills: the print list's card, the patient overview's day. */
export function ShareReportsButton({ billIds, patientName }: { billIds: number[]; patientName?: string }) {
  const { t } = useTranslation();
  if (billIds.length === 0) return null;
  return (
    <ShareButton
      target={{ billIds }}
      label={t('reportSharing.shareReport')}
      // Named by the patient where several cards each have one.
      accessibleName={patientName && t('reportSharing.shareReportsOf', { patient: patientName })}
      size="xs"
    />
  );
}
