import { Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RowSelection } from './use-row-selection';

/** Above a list whose rows can be chosen: choose all shown, how many are chosen, and the actions on them. */
export function SelectionBar<Row>({
  selection,
  selectAllLabel,
  countText,
  children,
}: {
  selection: RowSelection<Row>;
  selectAllLabel: string;
  countText: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          label={selectAllLabel}
          checked={selection.allShown}
          indeterminate={selection.selected.length > 0 && !selection.allShown}
          onChange={(event) => selection.setAll(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {countText}
        </Text>
      </Group>
      {children}
    </Group>
  );
}
