import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../../ui';
import { PrintListView } from '../components/PrintListView';
import { PrintTabs } from '../components/PrintTabs';
import { printTabOf, reportPrintsPaths } from '../paths';

/** `/report-prints/{tab}` (spec 001 §2 'Print and dispatch waiting list'): tabs ALL and PENDING_REPORTS. */
export function ReportPrintsPage() {
  const { t } = useTranslation();
  const segment = useParams().tab;
  const tab = printTabOf(segment);
  if (tab === null) return <Navigate to={reportPrintsPaths.prints()} replace />;
  return (
    <PrintListView
      key={tab}
      tab={tab}
      header={() => (
        <>
          <PageHeader title={t('reportPrints.title')} description={t('reportPrints.description')} />
          <PrintTabs />
        </>
      )}
    />
  );
}
