import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui';

export function InventoryMappingPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('inventoryMapping.title')} />;
}
