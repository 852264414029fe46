import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';

export function InventoryPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('inventory.title')} />;
}
