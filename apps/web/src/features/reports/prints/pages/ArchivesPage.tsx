import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../../ui';
import { PrintListView } from '../components/PrintListView';
import { PrintTabs } from '../components/PrintTabs';
import { reportPrintsPaths } from '../paths';

/**
 * `/archives` (spec 001 §2 'the patient report list'): submitted reports not archived yet, each
 * with an Archive action that takes it off the list (spec 001 §4).
 */
export function ArchivesPage() {
  const { t } = useTranslation();
  const segment = useParams().tab;
  if (segment !== undefined && segment !== 'total') return <Navigate to={reportPrintsPaths.archives()} replace />;
  return (
    <PrintListView
      tab="archives"
      header={() => (
        <>
          <PageHeader title={t('reportPrints.archives.title')} description={t('reportPrints.archives.description')} />
          <PrintTabs />
        </>
      )}
    />
  );
}
