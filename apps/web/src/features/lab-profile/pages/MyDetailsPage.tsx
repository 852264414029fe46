import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';
import { OwnDetailsCard } from '../components/OwnDetailsCard';

/** Settings > My details: any lab user's own name, e-mail and contact (spec 000 §7 save-lab-user-details). */
export function MyDetailsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('centre.tabs.me')} description={t('centre.me.hint')} />
      <OwnDetailsCard />
    </>
  );
}
