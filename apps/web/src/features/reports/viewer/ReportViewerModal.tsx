import { Anchor, Box, Button, Group, Loader, Stack, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileText, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { Dialog } from '../../../ui';
import { usePrintSettings } from '../../settings';
import { AttachmentsPanel } from '../attachments';
import { ShareReportButton } from '../sharing/ShareReportButtons';
import { ReportProviders } from '../smart/ReportProviders';
import { reportPdfUrl, viewReportPath } from './report-pdf';
import { usePrintAccess } from './use-print-access';

export interface ReportViewerModalProps {
  /** The report shown; null: the viewer is closed. */
  reportId: number | null;
  onClose: () => void;
  /**
   * Whether the report's bill has an amount due, when the caller knows it (the print list's row,
   * the report entry); otherwise the viewer reads it from the report.
   */
  billDue?: boolean;
  /**
   * The report's attachments and DICOM row (spec 001 §2): by default its own attachments
   * (AttachmentsPanel), shown only when it has some, so a report without them shows no empty row.
   */
  attachments?: ReactNode;
  /** The report's bill, when the caller knows it: its smart reports (otherwise read from the report). */
  billId?: number;
}

/**
 * The report viewer modal (spec 001 §2 'Report viewer modal'): the report's PDF embedded, the
 * 'Not able to view PDF? Click Here' download, With Letterhead (the lab's print setting first),
 * the secondary-unit toggle, print (refused for a due bill under hideAmountDueReport, §6), the
 * Standard Report and a link to open it in a new tab. Escape closes it.
 */
export function ReportViewerModal({ reportId, onClose, billDue, attachments, billId }: ReportViewerModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={reportId !== null}
      onClose={onClose}
      title={t('reportViewer.title')}
      size="80rem"
      padding="md"
      closeOnEscape
    >
      {reportId !== null && (
        <ReportViewer
          key={reportId}
          reportId={reportId}
          billDue={billDue}
          attachments={attachments ?? <AttachmentsPanel reportId={reportId} variant="viewer" />}
          providers={<ReportProviders reportId={reportId} billId={billId} />}
        />
      )}
    </Dialog>
  );
}

function ReportViewer({
  reportId,
  billDue,
  attachments,
  providers,
}: {
  reportId: number;
  billDue: boolean | undefined;
  attachments: ReactNode;
  /** spec 001 §2 'A side panel of providers and trends'. */
  providers: ReactNode;
}) {
  const { t } = useTranslation();
  const settings = usePrintSettings();
  // Until the lab's choice is read the viewer waits, rather than load the PDF twice; without it
  // (unreadable settings) the server prints the lab's default.
  const [letterheadChoice, setLetterheadChoice] = useState<boolean | null>(null);
  const letterhead = letterheadChoice ?? settings.data?.withLetterhead;
  const [secondaryUnits, setSecondaryUnits] = useState(false);
  const access = usePrintAccess(reportId, billDue);
  const frame = useRef<HTMLIFrameElement>(null);
  const settled = settings.data !== undefined || settings.isError;

  const pdfUrl = reportPdfUrl(reportId, { letterhead, secondaryUnits });
  const downloadUrl = reportPdfUrl(reportId, { letterhead, secondaryUnits, download: true });

  const print = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.focus();
    view.print();
  };

  const refusal = localiseMessage('printNotAllowed');
  const refusalId = useId();
  const printButton =
    access.state === 'refused' ? (
      <Tooltip label={refusal} withArrow events={{ hover: true, focus: true, touch: true }}>
        {/* Disabled but focusable, so that the reason shows on focus and on touch too. */}
        <Button
          leftSection={<IconPrinter size={16} />}
          data-disabled
          aria-disabled
          aria-describedby={refusalId}
          onClick={(event) => event.preventDefault()}
        >
          {t('reportViewer.print')}
        </Button>
      </Tooltip>
    ) : (
      <Button
        leftSection={<IconPrinter size={16} />}
        onClick={print}
        disabled={access.state !== 'allowed' || !settled}
        loading={access.state === 'checking'}
      >
        {t('reportViewer.print')}
      </Button>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {/* The standard report; the smart reports and the trends are beside it. */}
          <Button variant="filled" color="gray" leftSection={<IconFileText size={16} />} aria-pressed>
            {t('reportViewer.standardReport')}
          </Button>
          {providers}
          <Button
            variant={letterhead === false ? 'default' : 'light'}
            aria-pressed={letterhead !== false}
            onClick={() => setLetterheadChoice(letterhead === false)}
            disabled={!settled}
          >
            {t('reportViewer.withLetterhead')}
          </Button>
          <Switch
            label={t('reportViewer.secondaryUnits')}
            checked={secondaryUnits}
            onChange={(event) => setSecondaryUnits(event.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Anchor href={viewReportPath(reportId)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={14} aria-hidden />
              {t('reportViewer.openInNewTab')}
            </Group>
          </Anchor>
          <ShareReportButton reportId={reportId} />
          {printButton}
          {access.state === 'refused' && <VisuallyHidden id={refusalId}>{refusal}</VisuallyHidden>}
        </Group>
      </Group>
      <Box pos="relative" h="max(20rem, calc(100dvh - 16rem))" bd="1px solid var(--mantine-color-default-border)">
        {settled ? (
          <iframe
            ref={frame}
            src={pdfUrl}
            title={t('reportViewer.pdfTitle')}
            style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
          />
        ) : (
          <Group justify="center" h="100%">
            <Loader aria-label={t('reportViewer.loading')} />
          </Group>
        )}
      </Box>
      <Anchor href={downloadUrl} size="sm">
        {t('reportViewer.cannotView')}
      </Anchor>
      {attachments}
    </Stack>
  );
}
