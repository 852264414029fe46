import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCan } from '../../../app/session/access';
import { showError } from '../../../ui';
import { getReport } from '../entry/api/report-entry-api';
import { TrendsMenu } from '../trends/TrendsMenu';
import { SmartReportsDialog } from './SmartReportsDialog';

/**
 * The report viewer's providers and trends (spec 001 §2 'Report viewer modal': 'A side panel
 * of providers and trends'): Smart Reports, for the report's bill, and the Patient Trends
 * dropdown. The bill comes from the caller when it knows it, else it is read from the report
 * on the click, so that opening the viewer asks nothing more.
 */
export function ReportProviders({ reportId, billId }: { reportId: number; billId?: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const [openBill, setOpenBill] = useState<number | null>(null);
  const findBill = useMutation({
    mutationFn: async () => billId ?? (await getReport('lab', reportId)).sidePanel.billId,
    onSuccess: setOpenBill,
    onError: (error) =>
      showError(
        isApiError(error) ? localiseMessage(error.messageKey, error.params) : localiseMessage('somethingWentWrong'),
      ),
  });
  // Without the bill from the caller, only who may read the report can find it.
  const mayOpen = can('reports.smartReports') && (billId !== undefined || can('reports.view'));
  return (
    <>
      {mayOpen && (
        <Button
          variant="light"
          color="grape"
          leftSection={<IconSparkles size={16} />}
          loading={findBill.isPending}
          onClick={() => findBill.mutate()}
        >
          {t('smartReports.title')}
        </Button>
      )}
      <TrendsMenu target={{ labReportId: reportId }} />
      <SmartReportsDialog billId={openBill} onClose={() => setOpenBill(null)} />
    </>
  );
}
