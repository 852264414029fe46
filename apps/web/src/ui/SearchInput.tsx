import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  width?: number | string;
}

export function SearchInput({ value, onChange, placeholder, width = 360 }: SearchInputProps) {
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
