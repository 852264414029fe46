import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../../ui';
import { BarcodeSettingsForm } from '../components/BarcodeSettingsForm';
import { useBarcodeSettings } from '../hooks/use-barcode-settings';

/** /settings/barcode-labels: the route asks the permission registry (accession.settings, the lab admin's). */
export function BarcodeSettingsPage() {
  const { t } = useTranslation();
  const settings = useBarcodeSettings();
  return (
    <>
      <PageHeader title={t('sampleLabels.settings.title')} description={t('sampleLabels.settings.description')} />
      {settings.data ? (
        // A saved version starts the draft again from what the server now holds.
        <BarcodeSettingsForm key={settings.data.version} settings={settings.data} />
      ) : settings.isError ? (
        <EmptyState
          variant="failedToLoad"
          title={t('messages.settingsFetchFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton height={360} radius="md" />
      )}
    </>
  );
}
