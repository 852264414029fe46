import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { worklistRunFileUrl } from '../api/worklists-api';
import type { WorklistGeneration } from '../hooks/use-worklist-generation';

/**
 * Under a work list dialog's fields: the progress of the list being made, then the way to it (a
 * PDF opens in a new tab, an Excel file downloads, spec 002 §2 'PDFs opened in a new tab'), or
 * the refusal with the spec's message.
 */
export function WorklistRunStatus({ generation }: { generation: WorklistGeneration }) {
  const { t } = useTranslation();
  const { run, done, failure, generating } = generation;
  if (failure !== null) {
    return (
      <Alert color="red" role="alert">
        {failure}
      </Alert>
    );
  }
  if (done !== null) {
    const url = worklistRunFileUrl(done.id);
    return (
      <Alert color="teal" role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('worklists.run.ready')}</Text>
          {done.format === 'pdf' ? (
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              size="xs"
              leftSection={<IconExternalLink size={14} />}
            >
              {t('worklists.run.open')}
            </Button>
          ) : (
            <Button
              component="a"
              href={url}
              download={done.fileName ?? undefined}
              size="xs"
              leftSection={<IconDownload size={14} />}
            >
              {t('worklists.run.download')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (!generating) return null;
  // Until the server has taken the request there is no count to show, only that it is asked.
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={run !== null && run.total > 0 ? (100 * run.done) / run.total : 0}
        animated
        aria-label={t('worklists.run.progressLabel')}
      />
      <Text size="xs" c="dimmed">
        {run === null
          ? t('worklists.run.generating')
          : t('worklists.run.progress', { done: run.done, total: run.total })}
      </Text>
    </Stack>
  );
}
