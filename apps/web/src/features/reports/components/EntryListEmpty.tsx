import type { EntryListTab } from '@lims/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui';

/**
 * A tab with nothing in the header's days: 'no pending records' (spec 000 §2), or, when the
 * header's department narrows the list, 'Filtered data not found.' (spec 001 §8).
 */
export function EntryListEmpty({ tab, narrowed }: { tab: EntryListTab; narrowed: boolean }) {
  const { t } = useTranslation();
  return narrowed ? (
    <EmptyState
      variant="noPending"
      title={t('messages.filteredDataNotFound')}
      description={t('reports.list.otherDepartment')}
    />
  ) : (
    <EmptyState variant="noPending" description={t('reports.list.empty', { tab: t(`reports.tabs.${tab}`) })} />
  );
}
