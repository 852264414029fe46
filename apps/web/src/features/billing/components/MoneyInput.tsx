import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMoney } from '../hooks/use-money';

/**
 * An amount in the lab's major units (rupees), with its decimals only when the lab works in
 * fractions (floatSupportFlag). Digits stay left to right on an Arabic page.
 */
export function MoneyInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'allowNegative'>) {
  const money = useMoney();
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={money.decimals}
      thousandSeparator=","
      hideControls
      dir="ltr"
      {...props}
    />
  );
}
