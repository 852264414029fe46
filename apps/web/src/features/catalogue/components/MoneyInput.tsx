import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMoney } from '../../billing';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** Minor units (paise), null when empty. */
  value?: number | null;
  onChange?: (minor: number | null) => void;
};

/**
 * An amount typed in the lab's major units (rupees) and kept in minor units (paise): whole
 * units unless the lab's `floatSupportFlag` allows decimals.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const money = useMoney();
  const prefix = money.prefix.trim();
  return (
    <NumberInput
      {...props}
      value={value === null || value === undefined ? '' : money.toMajor(value)}
      onChange={(typed) => onChange?.(typed === '' ? null : money.toMinor(Number(typed)))}
      min={0}
      decimalScale={money.decimals}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      leftSection={prefix}
      leftSectionWidth={Math.max(36, prefix.length * 9 + 16)}
      dir="ltr"
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
