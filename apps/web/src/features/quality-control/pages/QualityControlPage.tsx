import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';

export function QualityControlPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('qualityControl.title')} />;
}
