import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';
import { LabLogoCard } from '../components/LabLogoCard';
import { useLabProfile } from '../hooks/use-lab-profile';

/** Settings > Lab profile: the route asks the permission registry (labProfile.manage) who may open it. */
export function LabProfilePage() {
  const { t } = useTranslation();
  const profile = useLabProfile();

  return (
    <>
      <PageHeader title={t('labProfile.title')} description={t('labProfile.description')} />
      {profile.data ? (
        <LabLogoCard profile={profile.data} />
      ) : profile.isError ? (
        <EmptyState variant="failedToLoad" onRetry={() => void profile.refetch()} />
      ) : (
        <Skeleton height={220} maw={720} radius="md" />
      )}
    </>
  );
}
