import type { TodayCount, TodayCountKey } from '@lims/contract';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconClipboardCheck,
  IconHourglassHigh,
  IconReceipt,
  IconTestPipe,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './TodayCountCard.module.css';

const icons: Record<TodayCountKey, TablerIcon> = {
  patientsRegistered: IconUserPlus,
  bills: IconReceipt,
  samplesPending: IconTestPipe,
  reportsPending: IconHourglassHigh,
  reportsReady: IconClipboardCheck,
};

function useCountLabels(): Record<TodayCountKey, string> {
  const { t } = useTranslation();
  return {
    patientsRegistered: t('dashboard.counts.patientsRegistered'),
    bills: t('dashboard.counts.bills'),
    samplesPending: t('dashboard.counts.samplesPending'),
    reportsPending: t('dashboard.counts.reportsPending'),
    reportsReady: t('dashboard.counts.reportsReady'),
  };
}

/**
 * One count of the lab's day: a link to the page that lists what it counts, or 'Not available
 * yet' until the area that owns it exists. Digits stay Latin and left to right in every language.
 */
export function TodayCountCard({ count }: { count: TodayCount }) {
  const { t, i18n } = useTranslation();
  const label = useCountLabels()[count.key];
  const Icon = icons[count.key];
  const body = (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {count.available ? (
          <Text fz={28} fw={700} lh={1.2} mt={6} dir="ltr" className={classes.value}>
            {new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' }).format(count.value)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" mt={10}>
            {t('dashboard.notAvailableYet')}
          </Text>
        )}
      </div>
      <ThemeIcon size={38} radius="md" variant="light" color={count.available ? undefined : 'gray'}>
        <Icon size={20} stroke={1.5} />
      </ThemeIcon>
    </Group>
  );
  const testId = `today-count-${count.key}`;
  return count.available ? (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={count.href}
      className={classes.link}
      data-testid={testId}
    >
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="lg" className={classes.unavailable} data-testid={testId}>
      {body}
    </Card>
  );
}
