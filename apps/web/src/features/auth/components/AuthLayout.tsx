import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlask2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../../../app/i18n/use-language-choice';
import { LanguageMenu } from '../../../ui';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice(false);
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="flex-end" p="md">
        <LanguageMenu value={language} onChange={choose} />
      </Group>
      <Center px="md" pb={48}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={6}>
            <ThemeIcon size={52} radius="md" variant="filled">
              <IconFlask2 size={30} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Title order={2} size="h3" mb="lg">
              {title}
            </Title>
            {children}
          </Paper>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}
