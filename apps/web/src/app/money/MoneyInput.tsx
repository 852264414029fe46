import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useMoney } from './use-money';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'min' | 'allowNegative'> & {
  /** Minor units (paise), null when empty. */
  value?: number | null;
  onChange?: (minor: number | null) => void;
  /** The lab's currency prefix before the digits, which then sit at the end as in an amount column. */
  prefixed?: boolean;
};

/**
 * An amount typed in the lab's major units (rupees) and kept in integer minor units (paise): whole
 * units unless the lab's `floatSupportFlag` allows decimals. Digits stay left to right on an Arabic page.
 */
export function MoneyInput({ value, onChange, prefixed = false, ...props }: MoneyInputProps) {
  const money = useMoney();
  // '12.' and '12.50' arrive as text; shown as typed while they mean the amount held, so the decimal point survives.
  const [typed, setTyped] = useState<number | string>('');
  const held = value === null || value === undefined ? '' : money.toMajor(value);
  const shown = typed !== '' && held !== '' && money.toMinor(Number(typed)) === value ? typed : held;
  const prefix = money.prefix.trim();
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={money.decimals}
      thousandSeparator=","
      hideControls
      dir="ltr"
      {...(prefixed && {
        leftSection: prefix,
        leftSectionWidth: Math.max(36, prefix.length * 9 + 16),
        styles: { input: { textAlign: 'right' } },
      })}
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next === '' ? null : money.toMinor(Number(next)));
      }}
    />
  );
}
