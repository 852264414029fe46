import { digitsOnly } from '@lims/domain';
import { Group, Input, TextInput } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateParts } from './registration-form';

interface DateOfBirthInputProps {
  value: DateParts;
  onChange: (value: DateParts) => void;
  onBlur: () => void;
  error?: ReactNode;
  required?: boolean;
}

const boxes = [
  { part: 'day', length: 2, width: 56 },
  { part: 'month', length: 2, width: 56 },
  { part: 'year', length: 4, width: 76 },
] as const;

/**
 * Day, month and year boxes (spec 000 §3 'dob (also day, month, year)'), in the lab's
 * DD-MM-YYYY order and left to right in every language. A box that is full moves on to the next,
 * so a date is typed as eight digits.
 */
export function DateOfBirthInput({ value, onChange, onBlur, error, required }: DateOfBirthInputProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const labels = {
    day: t('patients.fields.day'),
    month: t('patients.fields.month'),
    year: t('patients.fields.year'),
  };
  const placeholders = { day: 'DD', month: 'MM', year: 'YYYY' };

  return (
    <Input.Wrapper label={t('patients.fields.dateOfBirth')} required={required} error={error}>
      <Group
        gap={6}
        wrap="nowrap"
        dir="ltr"
        // As wide as its boxes, so that on a right-to-left page it sits under its label.
        w="fit-content"
        onBlur={(event) => {
          // Leaving the group, not moving between its boxes.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
      >
        {boxes.map(({ part, length, width }, index) => (
          <TextInput
            key={part}
            ref={(node) => {
              refs.current[index] = node;
            }}
            w={width}
            aria-label={labels[part]}
            placeholder={placeholders[part]}
            inputMode="numeric"
            autoComplete="off"
            maxLength={length}
            value={value[part]}
            error={Boolean(error)}
            onChange={(event) => {
              const typed = digitsOnly(event.currentTarget.value).slice(0, length);
              onChange({ ...value, [part]: typed });
              if (typed.length === length) refs.current[index + 1]?.focus();
            }}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
