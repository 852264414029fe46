import { Paper, Skeleton, Stack } from '@mantine/core';

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true">
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Skeleton key={index} height={28} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
