import { Text, type TextProps } from '@mantine/core';
import { useMoney } from '../../../app/money/use-money';

/** An amount in minor units, in the lab's currency format, at the end of its cell. */
export function Amount({ minor, ...props }: TextProps & { minor: number }) {
  const { format } = useMoney();
  return (
    <Text size="sm" ta="end" dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {format(minor)}
    </Text>
  );
}
