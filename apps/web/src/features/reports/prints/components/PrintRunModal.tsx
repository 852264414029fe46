import type { PageBreak } from '@lims/contract';
import { isMessageKey } from '@lims/domain';
import { Alert, Anchor, Box, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { Dialog } from '../../../../ui';
import { refusalText } from '../../hooks/use-report-lists';
import { printRunPdfUrl } from '../api/report-prints-api';
import { usePrintRun, useStartPrintRun } from '../hooks/use-report-prints';

export interface PrintRequest {
  reportIds: number[];
  pageBreak: PageBreak;
}

/**
 * Print All: the run is started once the modal opens, its progress asked every 500 ms, and
 * the finished PDF shown in the modal with a print button and a link to open it in a tab.
 */
export function PrintRunModal({ request, onClose }: { request: PrintRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartPrintRun();
  const started = useRef<PrintRequest | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const { mutate: startRun, reset } = start;
  useEffect(() => {
    if (request === null || started.current === request) return;
    started.current = request;
    reset();
    startRun(request);
  }, [request, startRun, reset]);
  const run = usePrintRun(request === null ? null : (start.data?.id ?? null));
  const current = run.data ?? start.data;

  const failure = (() => {
    if (start.isError) return refusalText(start.error) ?? localiseMessage('printRunFailed');
    if (run.isError) return refusalText(run.error) ?? localiseMessage('printRunFailed');
    if (current?.state === 'failed') {
      return localiseMessage(current.error !== null && isMessageKey(current.error) ? current.error : 'printRunFailed');
    }
    return null;
  })();
  const done = current?.state === 'done' ? current : null;

  return (
    <Dialog opened={request !== null} onClose={onClose} title={t('reportPrints.run.title')} size="xl">
      {failure !== null ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : done === null ? (
        <Stack gap="sm" py="md" aria-live="polite">
          <Group gap="sm">
            <Loader size="sm" />
            <Text fw={500}>{t('reportPrints.run.generating')}</Text>
          </Group>
          <Progress
            value={current && current.total > 0 ? (100 * current.done) / current.total : 0}
            animated
            aria-label={t('reportPrints.run.progressLabel')}
          />
          {current && (
            <Text size="sm" c="dimmed">
              {t('reportPrints.run.progress', { done: current.done, total: current.total })}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group justify="flex-end" gap="sm">
            <Anchor href={printRunPdfUrl(done.id)} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={16} />
                {t('reportPrints.run.openNewTab')}
              </Group>
            </Anchor>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => frame.current?.contentWindow?.print()}>
              {t('reportPrints.run.print')}
            </Button>
          </Group>
          <Box
            component="iframe"
            ref={frame}
            src={printRunPdfUrl(done.id)}
            title={t('reportPrints.run.frameTitle')}
            w="100%"
            h="70vh"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
          />
        </Stack>
      )}
    </Dialog>
  );
}
