import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../../ui';
import { reportPrintsPaths } from '../paths';

/**
 * The print lists as one row of tabs: ALL and PENDING_REPORTS (spec 001 §9 'Print-all tab
 * keys'), then the dispatched and archive lists, each at its own address (spec 001 §2 routes).
 */
export function PrintTabs() {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t('reportPrints.tabs.label')}
      tabs={[
        { to: reportPrintsPaths.prints('all'), label: t('reportPrints.tabs.all') },
        { to: reportPrintsPaths.prints('pending'), label: t('reportPrints.tabs.pending') },
        { to: '/dispatched', label: t('reportPrints.tabs.dispatched') },
        { to: '/archives', label: t('reportPrints.tabs.archives') },
      ]}
    />
  );
}
