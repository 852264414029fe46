import { Group, Stack, Text } from '@mantine/core';
import { useMoney } from '../../../app/money/use-money';

export interface TotalRow {
  label: string;
  /** Minor units. */
  amount: number;
  /** The row the eye looks for: the net, the due. */
  strong?: boolean;
  /** Shown as a deduction: a concession, a refund. */
  negative?: boolean;
}

/** Label and amount rows, amounts at the inline end and left to right in every language. */
export function TotalsList({ rows, label }: { rows: readonly TotalRow[]; label: string }) {
  const money = useMoney();
  return (
    <Stack gap={6} component="dl" m={0} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c={row.strong ? undefined : 'dimmed'} fw={row.strong ? 600 : undefined}>
            {row.label}
          </Text>
          <Text component="dd" m={0} size={row.strong ? 'md' : 'sm'} fw={row.strong ? 700 : 500} dir="ltr">
            {row.negative && row.amount !== 0 ? '- ' : ''}
            {money.format(row.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
