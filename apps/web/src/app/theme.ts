import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Arabic', sans-serif",
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});
