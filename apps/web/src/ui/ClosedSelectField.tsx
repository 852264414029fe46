import { ComboboxChevron, Input } from '@mantine/core';
import type { ReactNode } from 'react';

/** The keys that open a closed Select's list. */
const opening = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface ClosedSelectFieldProps {
  label: string;
  placeholder: string;
  value: string;
  icon: ReactNode;
  width: number | string;
  disabled?: boolean | undefined;
  /** Loads the real Select (LoadOnClick), which then opens. */
  onOpen: () => void;
}

/**
 * A closed select field as Mantine's Select draws it, for the header's switchers: the Select
 * itself (its combobox, scroll area and popover, about 9 KB gzipped) loads when it is first
 * opened, by click or by the keys that open a list (docs/decisions/0017-delivery-and-speed.md).
 */
export function ClosedSelectField({
  label,
  placeholder,
  value,
  icon,
  width,
  disabled,
  onOpen,
}: ClosedSelectFieldProps) {
  return (
    <Input
      aria-label={label}
      aria-haspopup="listbox"
      placeholder={placeholder}
      value={value}
      readOnly
      pointer
      disabled={disabled}
      leftSection={icon}
      rightSection={<ComboboxChevron />}
      w={width}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (!opening.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    />
  );
}
