import { useTranslation } from 'react-i18next';
import { PrintSettingsForm } from '../components/PrintSettingsForm';
import { SettingsSectionPage } from '../components/SettingsSectionPage';
import { usePrintSettingsForEditing } from '../hooks/use-print-settings';

/** Settings > Print settings (spec 002 §3 print defaults, spec 001 §6 hideAmountDueReport); the route asks centre.manage. */
export function PrintSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSectionPage
      title={t('print.title')}
      description={t('print.description')}
      settings={usePrintSettingsForEditing()}
      form={(settings) => <PrintSettingsForm settings={settings} />}
    />
  );
}
