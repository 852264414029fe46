import { majorToMinor, minorToMajor } from '@lims/domain';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMoney } from '../hooks/use-money';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** Minor units (paise), null when empty. */
  value?: number | null;
  onChange?: (minor: number | null) => void;
};

/**
 * An amount typed in the lab's major units (rupees) and kept in minor units (paise): whole
 * units unless the lab's `floatSupportFlag` allows two decimals.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const { prefix, floatSupport, currency } = useMoney();
  return (
    <NumberInput
      {...props}
      value={value === null || value === undefined ? '' : minorToMajor(value, currency)}
      onChange={(typed) => onChange?.(typed === '' ? null : majorToMinor(Number(typed), currency))}
      min={0}
      decimalScale={floatSupport ? 2 : 0}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      leftSection={prefix.trim()}
      leftSectionWidth={Math.max(36, prefix.trim().length * 9 + 16)}
      dir="ltr"
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
