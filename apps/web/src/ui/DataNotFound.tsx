import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec 000 §2: the 'Data Not Found' panel, for a search or a filter that matched nothing. */
export function DataNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconDatabaseOff size={26} stroke={1.5} />
        </ThemeIcon>
        <Text fw={500} c="dimmed">
          {t('messages.dataNotFound')}
        </Text>
      </Stack>
    </Paper>
  );
}
