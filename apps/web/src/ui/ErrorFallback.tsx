import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodSad, IconReload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** spec 000 §8 global error boundary. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={460} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconMoodSad size={30} stroke={1.5} />
          </ThemeIcon>
          <Text fw={500}>{t('messages.errorBoundary')}</Text>
          <Button leftSection={<IconReload size={16} />} onClick={() => window.location.reload()}>
            {t('errorBoundary.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
