import type { ReportVerification } from '@lims/contract';
import { isLanguageCode } from '@lims/domain';
import { Alert, Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n, storedLanguage } from '../../../app/i18n/i18n';
import { UserText } from '../../../ui';
import { PublicCodePage, PublicDetail, visitorMoment } from '../components/PublicCodePage';
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
      <PublicDetail label={t('reportViewer.verify.lab')}>
        <UserText fw={600}>{report.labName}</UserText>
      </PublicDetail>
      <PublicDetail label={t('reportViewer.verify.patient')}>
        <UserText fw={600}>{report.patientInitials}</UserText>
      </PublicDetail>
      <PublicDetail label={t('reportViewer.verify.tests')}>
        <List size="sm" spacing={2}>
          {report.tests.map((test) => (
            <List.Item key={test}>
              <UserText span inherit>
                {test}
              </UserText>
            </List.Item>
          ))}
        </List>
      </PublicDetail>
      <Group gap="xl" wrap="wrap" align="flex-start">
        <PublicDetail label={t('reportViewer.verify.billedAt')}>
          <Text dir="ltr">{visitorMoment(report.billedAt, texts.language)}</Text>
        </PublicDetail>
        <PublicDetail label={t('reportViewer.verify.signedAt')}>
          {report.signedAt ? (
            <Text dir="ltr">{visitorMoment(report.signedAt, texts.language)}</Text>
          ) : (
            <Text c="orange.9">{t('reportViewer.verify.notSigned')}</Text>
          )}
        </PublicDetail>
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
  return (
    <PublicCodePage
      title={t('reportViewer.verify.title')}
      queryKey="report-verification"
      read={getReportVerification}
      notFound="verificationNotFound"
    >
      {(report) => <Verified report={report} />}
    </PublicCodePage>
  );
}
