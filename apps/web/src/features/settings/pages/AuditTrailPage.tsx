import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { AuditTable } from '../components/AuditTable';
import { useAuditList } from '../hooks/use-lab-settings';

/** Settings > Audit trail (issue 8): who changed what in the lab, when, before and after (audit.view). */
export function AuditTrailPage() {
  const { t } = useTranslation();
  const list = useAuditList();
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <AuditTable
        list={list}
        empty={
          <EmptyState variant="noPending" title={t('audit.emptyTitle')} description={t('audit.emptyDescription')} />
        }
      />
    </>
  );
}
