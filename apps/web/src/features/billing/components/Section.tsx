import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of a billing page, named for assistive technology by its title. */
export function Section({ title, action, children }: SectionProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} miw={0}>
      <Group justify="space-between" gap="xs" mb="sm" mih={28} wrap="wrap">
        <Title order={3} fz="md" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
