import type { LabCredits } from '@lims/contract';
import { Alert, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp, IconId, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLabDate } from '../../../ui';

function Balance({ label, value, icon, note }: { label: string; value: number; icon: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {icon}
          {label}
        </Text>
        <Text fz={28} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value.toLocaleString('en-IN')}
        </Text>
        {note}
      </Stack>
    </Paper>
  );
}

/**
 * spec 000 §3 Credits state: SMS, WhatsApp with its expiry day, id scans. A failed fetch shows
 * zero with the error flag (spec 000 §8), so nobody reads an old balance as the current one.
 */
export function CreditBalances({ credits, failed }: { credits: LabCredits; failed: boolean }) {
  const { t } = useTranslation();
  // The expiry is a calendar day: shown as the lab writes days, without moving it by a zone.
  const expiry = credits.whatsappExpiresOn && formatLabDate(`${credits.whatsappExpiresOn}T12:00:00Z`, 'UTC');
  return (
    <Stack gap="md">
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('support.credits.fetchFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Balance label={t('support.credits.sms')} value={credits.sms} icon={<IconMessage size={16} />} />
        <Balance
          label={t('support.credits.whatsapp')}
          value={credits.whatsapp}
          icon={<IconBrandWhatsapp size={16} />}
          note={
            expiry ? (
              <Badge variant="light" color={credits.whatsappExpired ? 'red' : 'teal'} radius="sm">
                {credits.whatsappExpired
                  ? t('support.credits.expired', { date: expiry })
                  : t('support.credits.expiresOn', { date: expiry })}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                {t('support.credits.noExpiry')}
              </Text>
            )
          }
        />
        <Balance label={t('support.credits.idScans')} value={credits.idScans} icon={<IconId size={16} />} />
      </SimpleGrid>
    </Stack>
  );
}
