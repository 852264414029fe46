import type { PrivilegeCard } from '@lims/contract';
import { Badge, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconCreditCard, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDate, UserText } from '../../../ui';
import { usePatientCard } from '../hooks/use-privilege-cards';
import { AssignCardDialog } from './AssignCardDialog';
import { percentOfBasisPoints } from './percent';
import { ShareCardDialog } from './ShareCardDialog';

interface PrivilegeCardPanelProps {
  patientId: number;
  /** On a new bill: whether the card applies, and the switch to bill without it. */
  apply?: { value: boolean; onChange: (value: boolean) => void };
}

function CardFacts({ card }: { card: PrivilegeCard }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="wrap">
        <UserText fw={600} size="sm">
          {card.cardType.name}
        </UserText>
        <Badge variant="light" radius="sm" color={card.valid ? 'teal' : 'gray'}>
          {card.valid
            ? t('billing.card.discount', { percent: percentOfBasisPoints(card.cardType.discountBasisPoints) })
            : t('billing.card.notValid')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        <span dir="ltr">{card.cardNumber}</span> ·{' '}
        {t('billing.card.validUntil', { date: formatLabDate(card.validUntil, timeZone) })}
      </Text>
      {card.members.length > 0 && (
        <Text size="xs" c="dimmed" dir="auto">
          {t('billing.card.sharedWith', { names: card.members.map((member) => member.fullName).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The privilege card that covers the patient (spec 000 §6, fetchPrivilegeCardDetails), applied to a
 * new bill unless the cashier turns it off; assigning a card and sharing one with a relative for
 * those with the privilege-card permission.
 */
export function PrivilegeCardPanel({ patientId, apply }: PrivilegeCardPanelProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const query = usePatientCard(patientId);
  const [dialog, setDialog] = useState<'assign' | 'share' | null>(null);
  const mayAssign = allowed('privilegeCards.assign');
  const card = query.data ?? null;
  if (query.isPending) return <Skeleton h={40} />;
  if (query.isError)
    return (
      <Text size="sm" c="red">
        {t('messages.privilegeCardFailed')}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        {card ? (
          <CardFacts card={card} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('billing.card.none')}
          </Text>
        )}
        {mayAssign && (
          <Group gap="xs">
            {card ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconUsersPlus size={14} />}
                onClick={() => setDialog('share')}
              >
                {t('billing.card.share')}
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconCreditCard size={14} />}
                onClick={() => setDialog('assign')}
              >
                {t('billing.card.assign')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {apply && card?.valid && (
        <Switch
          label={t('billing.card.apply')}
          checked={apply.value}
          onChange={(event) => apply.onChange(event.currentTarget.checked)}
        />
      )}
      <AssignCardDialog opened={dialog === 'assign'} patientId={patientId} onClose={() => setDialog(null)} />
      {card && <ShareCardDialog opened={dialog === 'share'} card={card} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
