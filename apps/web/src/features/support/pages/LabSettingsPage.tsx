import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { EmptyState } from '../../../ui';
import { LabPageHeader } from '../components/LabPageHeader';
import { LabSettingsForm } from '../components/LabSettingsForm';
import { useLabSettings } from '../hooks/use-support';

/** A lab's settings on the support dashboard (spec 002 §2, §3 Support lab settings). */
export function LabSettingsPage() {
  const { t } = useTranslation();
  const labId = Number(useParams().labId);
  const settings = useLabSettings(labId);
  return (
    <>
      <LabPageHeader labId={labId} labName={settings.data?.lab.name} description={t('support.settings.description')} />
      {settings.data ? (
        // A new version read (another lab, or after a stale save) starts the form again from it.
        <LabSettingsForm key={`${labId}:${settings.data.version}`} settings={settings.data} labId={labId} />
      ) : settings.isError ? (
        <EmptyState
          variant="failedToLoad"
          description={localiseMessage('labSettingsFetchFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </>
  );
}
