import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of Centre settings: a title, a line on what it is for, and its form. */
export function CentreSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
      <Stack gap={4} mb="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
