import { useTranslation } from 'react-i18next';
import { CommunicationSettingsForm } from '../components/CommunicationSettingsForm';
import { SettingsSectionPage } from '../components/SettingsSectionPage';
import { useCommunicationSettings } from '../hooks/use-lab-settings';

/** Settings > Communication (spec 000 §3): the route asks the permission registry (centre.manage). */
export function CommunicationSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSectionPage
      title={t('communication.title')}
      description={t('communication.description')}
      settings={useCommunicationSettings()}
      form={(settings) => <CommunicationSettingsForm settings={settings} />}
    />
  );
}
