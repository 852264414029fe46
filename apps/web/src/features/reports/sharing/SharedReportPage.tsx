import type { ReportLinkSummary } from '@lims/contract';
import { Button, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { PublicCodePage, PublicDetail, visitorMoment } from '../components/PublicCodePage';
import { getReportLink, reportLinkPdfUrl } from './report-sharing-api';

function SharedReport({ code, link }: { code: string; link: ReportLinkSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <PublicDetail label={t('reportSharing.link.lab')}>
        <UserText fw={600}>{link.labName}</UserText>
      </PublicDetail>
      <PublicDetail label={t('reportSharing.link.patient')}>
        <UserText fw={600}>{link.patientInitials}</UserText>
      </PublicDetail>
      <PublicDetail label={t('reportSharing.link.tests')}>
        <List size="sm" spacing={2}>
          {link.tests.map((test) => (
            <List.Item key={test}>
              <UserText span inherit>
                {test}
              </UserText>
            </List.Item>
          ))}
        </List>
      </PublicDetail>
      <PublicDetail label={t('reportSharing.link.expires')}>
        <Text dir="ltr" ta="start">
          {visitorMoment(link.expiresAt, i18n.language)}
        </Text>
      </PublicDetail>
      <Button component="a" href={reportLinkPdfUrl(code)} leftSection={<IconDownload size={16} />} fullWidth>
        {t('reportSharing.link.download')}
      </Button>
    </Stack>
  );
}

/**
 * `/shared-report/:code`, the page a WhatsApp share's link opens (issue 13): the lab, the
 * patient's initials, the tests and until when the link works, and the report's download. No
 * session: the link's code is the access, and it runs out after `reportLinkHours`.
 */
export function SharedReportPage() {
  const { t } = useTranslation();
  return (
    <PublicCodePage
      title={t('reportSharing.link.title')}
      queryKey="report-link"
      read={getReportLink}
      notFound="reportLinkExpired"
    >
      {(link, code) => <SharedReport code={code} link={link} />}
    </PublicCodePage>
  );
}
