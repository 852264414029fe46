import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedRecord, recordIdOf } from '../../../../app/records/LoadedRecord';
import { NotFoundPage } from '../../../../ui';
import { reportsPaths } from '../../area';
import { DoctorSigning } from '../components/DoctorSigning';
import { ReportEntryPanel } from '../components/ReportEntryPanel';
import { useNextReport } from '../hooks/use-next-report';
import { useReportEntry } from '../hooks/use-report-entry';

function DoctorReportView({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const query = useReportEntry('doctor', reportId);
  const listPath = reportsPaths.doctorWaiting();
  const next = useNextReport({ reportId, reportPath: reportsPaths.doctorReport, listPath });
  return (
    <LoadedRecord query={query} listPath={listPath} notFoundTitle={t('reportEntry.notFoundTitle')}>
      {(report) => (
        <ReportEntryPanel
          login="doctor"
          report={report}
          listPath={listPath}
          listLabel={t('reportEntry.backToWaitingList')}
          onSaved={next}
          signing={(context) => <DoctorSigning report={report} context={context} />}
        />
      )}
    </LoadedRecord>
  );
}

/**
 * A report in the signing doctor's own login (`/doctor/reports/:reportId`, spec 001 §6 'Doctor
 * login'): values read-only unless the lab lets doctors enter them (`editable`), and the
 * doctor's own signing, disapproval and review.
 */
export function DoctorReportPage() {
  const id = recordIdOf(useParams().reportId);
  if (id === null) return <NotFoundPage />;
  return <DoctorReportView key={id} reportId={id} />;
}
