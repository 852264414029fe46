import type { MappingTarget, MappingTargetRow } from '@lims/contract';
import { Badge, Group, NavLink, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, SearchInput, TableSkeleton, UserText } from '../../../../ui';
import { useMappingTargets } from '../../hooks/use-mappings';

interface MappingTargetsListProps {
  target: MappingTarget;
  selectedId: number | null;
  onSelect: (row: MappingTargetRow) => void;
}

/** The tab's tests, sample types or QC groups, searched by the server, each with how many items it consumes. */
export function MappingTargetsList({ target, selectedId, onSelect }: MappingTargetsListProps) {
  const { t } = useTranslation();
  const list = useMappingTargets(target);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <SearchInput
          value={list.search}
          onChange={list.setSearch}
          placeholder={t(`inventoryMapping.search.${target}`)}
          width="100%"
        />
        {list.status === 'loading' ? (
          <TableSkeleton />
        ) : list.status === 'failed' ? (
          <EmptyState variant="failedToLoad" onRetry={list.retry} />
        ) : list.items.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {list.narrowed ? t('inventoryMapping.targets.noMatch') : t(`inventoryMapping.targets.none.${target}`)}
          </Text>
        ) : (
          <Stack gap={2} component="ul" aria-label={t(`inventoryMapping.targets.label.${target}`)} m={0} p={0}>
            {list.items.map((row) => (
              <li key={row.id} style={{ listStyle: 'none' }}>
                <NavLink
                  component="button"
                  type="button"
                  active={row.id === selectedId}
                  aria-current={row.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(row)}
                  label={<UserText size="sm">{row.name}</UserText>}
                  description={row.departmentName ?? undefined}
                  rightSection={
                    <Badge
                      variant={row.mappings > 0 ? 'light' : 'outline'}
                      color={row.mappings > 0 ? 'teal' : 'gray'}
                      radius="sm"
                      title={t('inventoryMapping.targets.count', { number: row.mappings })}
                    >
                      {row.mappings}
                    </Badge>
                  }
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              </li>
            ))}
          </Stack>
        )}
        {list.pageCount !== null && list.pageCount > 1 && (
          <Group justify="center">
            <Pagination size="sm" total={list.pageCount} value={list.page} onChange={list.setPage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
