import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { recordIdOf } from '../../../app/records/LoadedRecord';
import { NotFoundPage } from '../../../ui';
import { reportPdfUrl } from './report-pdf';

/**
 * `/viewReport?labReportId=..&flag=0` (spec 001 §2 'Report view, new tab'): the report's PDF
 * over the whole tab, as the lab's print settings print it. The flag is always 0 there.
 */
export function ReportViewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reportId = recordIdOf(search.get('labReportId') ?? undefined);
  if (reportId === null) return <NotFoundPage />;
  return (
    // Over the frame: the tab is the report, as a PDF opened on its own would be.
    <Box pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-max)' }} bg="white">
      <iframe
        src={reportPdfUrl(reportId)}
        title={t('reportViewer.pdfTitle')}
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </Box>
  );
}
