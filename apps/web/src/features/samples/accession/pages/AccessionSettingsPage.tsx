import { Button, Skeleton } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../../../ui';
import { samplesPaths } from '../../area';
import { AccessionSettingsForm } from '../components/AccessionSettingsForm';
import { useAccessionSettings } from '../hooks/use-accession';

/** /accession-settings (spec 002 §2): the route asks the permission registry (accession.settings). */
export function AccessionSettingsPage() {
  const { t } = useTranslation();
  const settings = useAccessionSettings();
  return (
    <>
      <PageHeader
        title={t('accession.settings.title')}
        actions={
          <Button
            component={Link}
            to={samplesPaths.accessionBulkEdit}
            variant="default"
            leftSection={<IconListDetails size={16} stroke={1.5} />}
          >
            {t('accession.settings.bulkEdit')}
          </Button>
        }
      />
      {settings.data ? (
        // A saved version starts the draft again from what the server now holds.
        <AccessionSettingsForm key={settings.data.version} settings={settings.data} />
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
