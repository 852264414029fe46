import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { OperationSettingsForm } from '../components/OperationSettingsForm';
import { useOperationSettings } from '../hooks/use-lab-settings';

/** Settings > Operation settings (spec 001 §3): the route asks the permission registry (centre.manage). */
export function OperationSettingsPage() {
  const { t } = useTranslation();
  const settings = useOperationSettings();
  return (
    <>
      <PageHeader title={t('operation.title')} description={t('operation.description')} />
      {settings.data ? (
        <OperationSettingsForm key={settings.data.version} settings={settings.data} />
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
