import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '../../../ui';

interface SettingsSectionPageProps<Settings extends { version: number }> {
  title: string;
  description: string;
  settings: UseQueryResult<Settings>;
  /** The section's form, started from what the server holds. */
  form: (settings: Settings) => ReactNode;
}

/**
 * A page of one section of the lab's settings: its form once read, the spec's 'No able to fetch
 * settings' (spec 000 §8) with a retry when it cannot be read.
 */
export function SettingsSectionPage<Settings extends { version: number }>({
  title,
  description,
  settings,
  form,
}: SettingsSectionPageProps<Settings>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} />
      {settings.data ? (
        // A saved version starts the draft again from what the server now holds.
        <div key={settings.data.version}>{form(settings.data)}</div>
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
