import { useTranslation } from 'react-i18next';
import { OperationSettingsForm } from '../components/OperationSettingsForm';
import { SettingsSectionPage } from '../components/SettingsSectionPage';
import { useOperationSettings } from '../hooks/use-lab-settings';

/** Settings > Operation settings (spec 001 §3): the route asks the permission registry (centre.manage). */
export function OperationSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSectionPage
      title={t('operation.title')}
      description={t('operation.description')}
      settings={useOperationSettings()}
      form={(settings) => <OperationSettingsForm settings={settings} />}
    />
  );
}
