import type { MappingTarget, MappingTargetRow } from '@lims/contract';
import { Grid, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MappingTargetsList } from './MappingTargetsList';
import { TargetMappings } from './TargetMappings';

/** One tab of Stock mapping: its targets on the left, the chosen one's mappings on the right (stacked on a phone). */
export function MappingTab({ target }: { target: MappingTarget }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MappingTargetRow | null>(null);
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MappingTargetsList target={target} selectedId={chosen?.id ?? null} onSelect={setChosen} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {chosen ? (
          <TargetMappings key={chosen.id} target={target} row={chosen} />
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center" size="sm">
              {t(`inventoryMapping.choose.${target}`)}
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}
