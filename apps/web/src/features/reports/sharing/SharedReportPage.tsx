import type { ReportLinkSummary } from '@lims/contract';
import { Alert, Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { EmptyState, UserText } from '../../../ui';
import { AuthLayout } from '../../auth';
import { getReportLink, reportLinkPdfUrl } from './report-sharing-api';

/** A moment in the visitor's own calendar and clock: the lab's time zone is not public. */
const moment = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function SharedReport({ code, link }: { code: string; link: ReportLinkSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Detail label={t('reportSharing.link.lab')}>
        <UserText fw={600}>{link.labName}</UserText>
      </Detail>
      <Detail label={t('reportSharing.link.patient')}>
        <UserText fw={600}>{link.patientInitials}</UserText>
      </Detail>
      <Detail label={t('reportSharing.link.tests')}>
        <List size="sm" spacing={2}>
          {link.tests.map((test) => (
            <List.Item key={test}>
              <UserText span inherit>
                {test}
              </UserText>
            </List.Item>
          ))}
        </List>
      </Detail>
      <Detail label={t('reportSharing.link.expires')}>
        <Text dir="ltr" ta="start">
          {moment(link.expiresAt, i18n.language)}
        </Text>
      </Detail>
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
  const code = useParams().code ?? '';
  const query = useQuery({
    queryKey: ['report-link', code],
    queryFn: ({ signal }) => getReportLink(code, signal),
    retry: false,
  });
  const expired = query.isError && isApiError(query.error) && query.error.status < 500;
  return (
    <AuthLayout title={t('reportSharing.link.title')}>
      {query.data ? (
        <SharedReport code={code} link={query.data} />
      ) : expired ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {localiseMessage('reportLinkExpired')}
        </Alert>
      ) : query.isError ? (
        <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={28} width="60%" />
          <Skeleton height={18} />
          <Skeleton height={60} />
          <Skeleton height={36} />
        </Stack>
      )}
    </AuthLayout>
  );
}
