import { type CSSVariablesResolver, createTheme, type MenuProps } from '@mantine/core';

/**
 * Teal 9 carries white text at 5:1 (WCAG AA); the lighter default shades did not, and the
 * accessibility test fails on them.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Arabic', sans-serif",
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // The placeholder Mantine puts in every menu for initial focus is an unlabelled focusable element.
    // Written without `Menu.extend`, which would bring the menu's code onto every page.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

/** Text colours on light backgrounds dark enough for 4.5:1: dimmed text and the light variants (badges, active links). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Teal 9 on the light teal background is 4.4:1; one step darker reaches 5.3:1.
    '--mantine-color-teal-light-color': '#07704f',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-grape-light-color': 'var(--mantine-color-grape-9)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-orange-light-color': '#b8400d',
    // A field's error text and border: Mantine's red 6 is 3.9:1 on white; red 8 reaches 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
