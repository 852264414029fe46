import type { ReportVerification } from '@lims/contract';
import { isLanguageCode } from '@lims/domain';
import { Alert, Badge, Group, List, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { i18n, storedLanguage } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { EmptyState, UserText } from '../../../ui';
import { AuthLayout } from '../../auth';
import { getReportVerification } from './verification-api';

/**
 * The language of a visitor who scanned a printed report: the one this browser chose on the
 * sign-in page, else the browser's own when the product speaks it. Called before the page first
 * paints (router.tsx), so that it does not paint in English first.
 */
export function applyVisitorLanguage(): Promise<unknown> {
  if (storedLanguage() !== null) return Promise.resolve();
  const spoken = navigator.languages
    .map((tag) => tag.split('-')[0]?.toLowerCase() ?? '')
    .find((code) => isLanguageCode(code));
  return spoken && spoken !== i18n.language ? i18n.changeLanguage(spoken) : Promise.resolve();
}

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

function Verified({ report }: { report: ReportVerification }) {
  const { t, i18n: texts } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" size="lg" radius="xl" variant="light">
          <IconRosetteDiscountCheck size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg" c="green.9">
          {t('reportViewer.verify.verified')}
        </Text>
      </Group>
      <Detail label={t('reportViewer.verify.lab')}>
        <UserText fw={600}>{report.labName}</UserText>
      </Detail>
      <Detail label={t('reportViewer.verify.patient')}>
        <UserText fw={600}>{report.patientInitials}</UserText>
      </Detail>
      <Detail label={t('reportViewer.verify.tests')}>
        <List size="sm" spacing={2}>
          {report.tests.map((test) => (
            <List.Item key={test}>
              <UserText span inherit>
                {test}
              </UserText>
            </List.Item>
          ))}
        </List>
      </Detail>
      <Group gap="xl" wrap="wrap" align="flex-start">
        <Detail label={t('reportViewer.verify.billedAt')}>
          <Text dir="ltr">{moment(report.billedAt, texts.language)}</Text>
        </Detail>
        <Detail label={t('reportViewer.verify.signedAt')}>
          {report.signedAt ? (
            <Text dir="ltr">{moment(report.signedAt, texts.language)}</Text>
          ) : (
            <Text c="orange.9">{t('reportViewer.verify.notSigned')}</Text>
          )}
        </Detail>
      </Group>
      {report.dispatched && (
        <Badge variant="light" color="blue" w="fit-content">
          {t('reportViewer.verify.dispatched')}
        </Badge>
      )}
      {report.amended && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
          {t('reportViewer.verify.amended')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('reportViewer.verify.compare')}
      </Text>
    </Stack>
  );
}

/**
 * `/verify/:code`, the QR code's page on a printed report (decision 0041): anyone, signed in or
 * not, reads that the report exists, the lab, the patient's initials, the tests and the billing
 * and signing dates — enough to check a printout, nothing more.
 */
export function VerifyReportPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const query = useQuery({
    queryKey: ['report-verification', code],
    queryFn: ({ signal }) => getReportVerification(code, signal),
    retry: false,
  });
  const notFound = query.isError && isApiError(query.error) && query.error.status < 500;
  return (
    <AuthLayout title={t('reportViewer.verify.title')}>
      {query.data ? (
        <Verified report={query.data} />
      ) : notFound ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {localiseMessage('verificationNotFound')}
        </Alert>
      ) : query.isError ? (
        <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={28} width="60%" />
          <Skeleton height={18} />
          <Skeleton height={18} width="40%" />
          <Skeleton height={60} />
        </Stack>
      )}
    </AuthLayout>
  );
}
