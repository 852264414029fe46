import type { ConcessionType } from '@lims/domain';
import { Group, Input, NumberInput, Select } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { useMoney } from '../../../app/money/use-money';
import type { ConcessionDraft } from './bill-draft';

interface ConcessionFieldProps {
  value: ConcessionDraft;
  onChange: (value: ConcessionDraft) => void;
  /** Names both inputs: 'Concession of CBC'. */
  label: string;
  /** Shown above, on the bill's concession; a line leaves it to its column header. */
  visibleLabel?: boolean;
  error?: ReactNode;
}

/**
 * A concession typed as a percent or an amount. The type select offers the lab's currency prefix
 * first, then '%': spec 000 §9 'default concession type is the currency prefix'.
 */
export function ConcessionField({ value, onChange, label, visibleLabel = false, error }: ConcessionFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const inputId = useId();
  const change = (next: number | string | null) => onChange({ ...value, value: typeof next === 'number' ? next : 0 });
  const shared = { id: inputId, 'aria-label': label, value: value.value, onChange: change, error: Boolean(error) };
  return (
    <Input.Wrapper label={visibleLabel ? label : undefined} labelProps={{ htmlFor: inputId }} error={error}>
      <Group gap={4} wrap="nowrap">
        <Select
          aria-label={t('billing.concession.type', { label })}
          data={[
            { value: 'amount', label: money.prefix.trim() },
            { value: 'percent', label: '%' },
          ]}
          value={value.type}
          onChange={(type) => type && onChange({ type: type as ConcessionType, value: 0 })}
          allowDeselect={false}
          w={72}
          style={{ flexShrink: 0 }}
        />
        {value.type === 'percent' ? (
          <NumberInput
            {...shared}
            min={0}
            max={100}
            allowNegative={false}
            decimalScale={2}
            hideControls
            dir="ltr"
            miw={64}
            style={{ flex: 1 }}
          />
        ) : (
          <MoneyInput {...shared} miw={64} style={{ flex: 1 }} />
        )}
      </Group>
    </Input.Wrapper>
  );
}
