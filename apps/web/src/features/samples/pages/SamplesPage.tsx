import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';

/** Samples (`/samples`, spec 002 §2 'Sample screens'): the lab's pending and rejected samples. */
export function SamplesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('samples.title')} />;
}
