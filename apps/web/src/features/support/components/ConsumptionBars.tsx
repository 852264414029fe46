import type { CreditConsumption } from '@lims/contract';
import { consumptionPercent } from '@lims/domain';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';

function Bar({ kind, lab, added, used }: { kind: string; lab: string; added: number; used: number }) {
  const { t } = useTranslation();
  const percent = consumptionPercent(used, added);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {kind}
        </Text>
        <Text size="xs" c="dimmed">
          {t('support.consumption.used', { used: used.toLocaleString('en-IN'), added: added.toLocaleString('en-IN') })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : percent >= 70 ? 'orange' : 'teal'}
        size="lg"
        radius="xl"
        aria-label={t('support.consumption.barLabel', { kind, lab, percent })}
      />
    </Stack>
  );
}

/** spec 002 §2: a lab's consumption progress bars, SMS and WhatsApp, credits used of those added. */
export function ConsumptionBars({ consumption }: { consumption: CreditConsumption }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <UserText fw={600} mb="sm" lineClamp={1}>
        {consumption.labName}
      </UserText>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Bar kind={t('support.credits.kinds.sms')} lab={consumption.labName} {...consumption.sms} />
        <Bar kind={t('support.credits.kinds.whatsapp')} lab={consumption.labName} {...consumption.whatsapp} />
      </SimpleGrid>
    </Paper>
  );
}
