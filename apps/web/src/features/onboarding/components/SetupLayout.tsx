import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile, IconFlask2, IconHeartHandshake, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../../../app/i18n/use-language-choice';
import { LanguageMenu } from '../../../ui';

interface SetupLayoutProps {
  /** Under the benefits, in the same column: the before-start screen's Get Started. */
  introAction?: ReactNode;
  /** The right-hand column: the steps before starting, the stage's form after. */
  children: ReactNode;
  /** Once the form shows, a phone shows the title and the form: the pitch has been read. */
  compactOnPhones?: boolean;
}

/**
 * The account setup page, outside the app frame (spec 000 §2): the pitch and its three
 * benefits on the left (spec 000 §1), the card on the right; one column on a phone.
 */
export function SetupLayout({ introAction, children, compactOnPhones = false }: SetupLayoutProps) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice(false);
  const pitchFrom = compactOnPhones ? 'md' : undefined;
  const benefits = [
    {
      key: 'digital',
      icon: IconDeviceMobile,
      title: t('onboarding.benefits.digital.title'),
      body: t('onboarding.benefits.digital.body'),
    },
    {
      key: 'patients',
      icon: IconHeartHandshake,
      title: t('onboarding.benefits.patients.title'),
      body: t('onboarding.benefits.patients.body'),
    },
    {
      key: 'profit',
      icon: IconTrendingUp,
      title: t('onboarding.benefits.profit.title'),
      body: t('onboarding.benefits.profit.body'),
    },
  ];

  return (
    <Box mih="100vh" bg="gray.0">
      <Group component="header" justify="space-between" p="md">
        <Group gap="xs">
          <ThemeIcon size={36} radius="md" variant="filled">
            <IconFlask2 size={22} stroke={1.6} />
          </ThemeIcon>
          <Text fw={700}>{t('app.name')}</Text>
        </Group>
        <LanguageMenu value={language} onChange={choose} />
      </Group>
      <Container component="main" size="lg" px="md" pb={48} pt={{ base: 'xs', md: 'xl' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
          <Stack gap="xl" pt={{ md: 'md' }}>
            <Stack gap="xs">
              <Title order={1} size="h2">
                {t('onboarding.pageTitle')}
              </Title>
              <Text c="dimmed" size="lg" visibleFrom={pitchFrom}>
                {t('onboarding.subtitle')}
              </Text>
            </Stack>
            <Stack gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }} visibleFrom={pitchFrom}>
              {benefits.map(({ key, icon: Icon, title, body }) => (
                <Group key={key} component="li" gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <Icon size={24} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{title}</Text>
                    <Text size="sm" c="dimmed">
                      {body}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
            {introAction}
          </Stack>
          <Box>{children}</Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
