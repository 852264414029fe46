import type { MessageState } from '@lims/contract';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateLabels } from './message-labels';

const colours: Record<MessageState, string> = { queued: 'gray', sent: 'teal', held: 'yellow', failed: 'red' };

/** A held message says why on hover: nothing was delivered, it waits here for a provider. */
export function MessageStateBadge({ state }: { state: MessageState }) {
  const { t } = useTranslation();
  const badge = (
    <Badge variant="light" color={colours[state]} radius="sm">
      {stateLabels(t)[state]}
    </Badge>
  );
  if (state !== 'held') return badge;
  return (
    <Tooltip label={t('outbox.heldExplained')} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  );
}
