import { Anchor, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPaths } from '../../../app/paths';

/** The card beside the pitch before Get Started: the three numbered steps, and the patients' way in (spec 000 §2). */
export function BeforeStart() {
  const { t } = useTranslation();
  const steps = [t('onboarding.steps.createAccount'), t('onboarding.steps.customise'), t('onboarding.steps.trial')];
  return (
    <Stack gap="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} size="h3" mb="xl">
          {t('onboarding.onboardIn')}
        </Title>
        <Timeline active={-1} bulletSize={32} lineWidth={2} component="ol" m={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Timeline.Item
              key={step}
              component="li"
              bullet={
                <ThemeIcon size={32} radius="xl" variant="light">
                  <Text fw={700} size="sm" aria-hidden>
                    {index + 1}
                  </Text>
                </ThemeIcon>
              }
            >
              <Text fw={600} pt={5}>
                {step}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
      <Anchor component={Link} to={loginPaths.patient} size="sm" fw={500} ta="center">
        {t('onboarding.patientLink')}
      </Anchor>
    </Stack>
  );
}
