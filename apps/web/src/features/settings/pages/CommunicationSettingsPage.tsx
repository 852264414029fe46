import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { CommunicationSettingsForm } from '../components/CommunicationSettingsForm';
import { useCommunicationSettings } from '../hooks/use-lab-settings';

/** Settings > Communication (spec 000 §3): the route asks the permission registry (centre.manage). */
export function CommunicationSettingsPage() {
  const { t } = useTranslation();
  const settings = useCommunicationSettings();
  return (
    <>
      <PageHeader title={t('communication.title')} description={t('communication.description')} />
      {settings.data ? (
        // A saved version starts the draft again from what the server now holds.
        <CommunicationSettingsForm key={settings.data.version} settings={settings.data} />
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
