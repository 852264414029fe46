import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedRecord, recordIdOf } from '../../../../app/records/LoadedRecord';
import { NotFoundPage } from '../../../../ui';
import { reportsPaths } from '../../area';
import { LabSigning } from '../components/LabSigning';
import { ReportEntryPanel } from '../components/ReportEntryPanel';
import { useNextReport } from '../hooks/use-next-report';
import { useReportEntry } from '../hooks/use-report-entry';

function ReportEntryView({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const query = useReportEntry('lab', reportId);
  const listPath = reportsPaths.testWise();
  const next = useNextReport({ reportId, reportPath: reportsPaths.report, listPath });
  return (
    <LoadedRecord query={query} listPath={listPath} notFoundTitle={t('reportEntry.notFoundTitle')}>
      {(report) => (
        <ReportEntryPanel
          login="lab"
          report={report}
          listPath={listPath}
          listLabel={t('reportEntry.backToList')}
          onSaved={next}
          signing={(context) => <LabSigning report={report} context={context} />}
        />
      )}
    </LoadedRecord>
  );
}

/**
 * One report's entry and signing for the lab (`/reports/:reportId`, spec 001 §2 'Report-entry
 * panel', 'Signing doctor panel'). An id that cannot be a report's is the app's not-found page.
 */
export function ReportEntryPage() {
  const id = recordIdOf(useParams().reportId);
  if (id === null) return <NotFoundPage />;
  return <ReportEntryView key={id} reportId={id} />;
}
