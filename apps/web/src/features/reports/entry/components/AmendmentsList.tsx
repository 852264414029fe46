import type { ReportEntry } from '@lims/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';

/** The amendments of a dispatched report, newest first: why, by whom, when. */
export function AmendmentsList({ amendments }: { amendments: ReportEntry['amendments'] }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  if (amendments.length === 0) return null;
  const newestFirst = [...amendments].sort((left, right) => right.amendedAt.localeCompare(left.amendedAt));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('reportEntry.amend.history')}
        </Title>
        {newestFirst.map((amendment) => (
          <Stack key={`${amendment.amendedAt}-${amendment.reason}`} gap={0}>
            <UserText size="sm">{amendment.reason}</UserText>
            <Text size="xs" c="dimmed">
              {t('reportEntry.amend.by', {
                who: amendment.amendedBy ?? '-',
                date: formatLabDateTime(amendment.amendedAt, timeZone),
              })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
