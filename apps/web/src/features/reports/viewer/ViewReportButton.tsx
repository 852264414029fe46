import type { ReportEntry } from '@lims/contract';
import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { ReportViewerModal } from './ReportViewerModal';
import { viewableStatuses } from './report-pdf';

/**
 * 'View report' on the report entry page: a signed, approved or dispatched report opens in the
 * report viewer (spec 001 §2), for a user who may print reports.
 */
export function ViewReportButton({ report }: { report: ReportEntry }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('reports.print') || !(viewableStatuses as ReadonlySet<string>).has(report.status)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileText size={16} />} onClick={() => setOpen(true)}>
        {t('reportViewer.viewReport')}
      </Button>
      <ReportViewerModal
        reportId={open ? report.id : null}
        onClose={() => setOpen(false)}
        billDue={report.sidePanel.billDue}
      />
    </>
  );
}
