import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  /** Names the row in the buttons' labels, 'Move Haemoglobin up'. */
  name: string;
  position: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for a row of an ordered list: the keyboard's way to reorder it. */
export function MoveButtons({ name, position, count, onMove, onRemove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('catalogue.order.moveUp', { name })}
        disabled={position === 0}
        onClick={() => onMove(position - 1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('catalogue.order.moveDown', { name })}
        disabled={position === count - 1}
        onClick={() => onMove(position + 1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('catalogue.order.remove', { name })} onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
