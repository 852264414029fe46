import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';

export function QcGroupPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('qualityControl.title')} />;
}
