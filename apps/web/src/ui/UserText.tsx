import { Box, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Text that people typed (names, usernames, codes). It takes its own direction from its first
 * strong letter (`dir="auto"`), so 'Asha Verma' reads, and is cut with its ellipsis, left to
 * right on an Arabic page (STYLE.md Screens). The flex wrapper keeps it on the page's side of
 * the column: aligning the text itself to that side would hide the ellipsis of a clamped line.
 */
export function UserText({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Box display="flex" miw={0}>
      <Text dir="auto" miw={0} {...props}>
        {children}
      </Text>
    </Box>
  );
}
