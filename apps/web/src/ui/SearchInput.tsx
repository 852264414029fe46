import { type StyleProp, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Full width on phones, 360 px from `xs` up, unless a page says otherwise. */
  width?: StyleProp<number | string>;
}

export function SearchInput({ value, onChange, placeholder, width = { base: '100%', xs: 360 } }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} stroke={1.5} />}
      w={width}
    />
  );
}
