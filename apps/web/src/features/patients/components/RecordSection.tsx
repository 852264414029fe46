import { checkFileName, checkFileSize, type FileKind, isUploadRefusal } from '@lims/domain';
import { Alert, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';

interface RecordSectionProps {
  title: string;
  /** The section's one action, such as 'Upload ID proof'. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of the patient page (contact, ID proofs, relatives, …), named for assistive technology. */
export function RecordSection({ title, action, children }: RecordSectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm" mih={28}>
        <Title order={4} fz="md" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

interface RecordsStateProps<Item> {
  query: { isPending: boolean; isError: boolean; data?: readonly Item[] | undefined; refetch: () => unknown };
  /** What the section says when its list could not be read, in the spec's words where it has some. */
  failed: string;
  empty: string;
  children: (items: readonly Item[]) => ReactNode;
}

/** A record list's states: loading, failed with a retry, empty, or its items. */
export function RecordsState<Item>({ query, failed, empty, children }: RecordsStateProps<Item>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton h={20} />
        <Skeleton h={20} w="70%" />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{failed}</Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('emptyState.actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return children(query.data);
}

/**
 * Labelled values, the empty ones left out; user data reads in its own direction, from the
 * page's side of its column.
 */
export function RecordFacts({ facts }: { facts: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  const { t } = useTranslation();
  const filled = facts.filter(([, value]) => value);
  if (filled.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('patients.page.nothingRecorded')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
      {filled.map(([label, value]) => (
        <Stack key={label} gap={0} miw={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Box component="dd" display="flex" m={0} miw={0}>
            <Text size="sm" dir="auto" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Why a picked file would be refused, in the user's language, by the checks the server makes
 * (spec 000 §5 'File is not valid.', 'File should not be greater then {n}KB.'); null when it fits.
 */
export function uploadRefusalText(kind: FileKind, file: File): string | null {
  const extension = checkFileName(kind, file.name);
  const refusal = isUploadRefusal(extension) ? extension : checkFileSize(kind, file.size);
  return refusal ? localiseMessage(refusal.messageKey, refusal.params) : null;
}
