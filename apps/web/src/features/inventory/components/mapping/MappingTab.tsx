import type { MappingTarget, MappingTargetRow } from '@lims/contract';
import { Grid, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MappingTargetsList } from './MappingTargetsList';
import { TargetMappings } from './TargetMappings';

/** One tab of Stock mapping: its targets on the left, the chosen one's mappings on the right (stacked on a phone). */
export function MappingTab({ target }: { target: MappingTarget }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MappingTargetRow | null>(null);
  const stacked = useMediaQuery('(max-width: 61.99em)', false) ?? false;
  const mappingsRef = useRef<HTMLDivElement>(null);
  // Stacked, the mappings sit under the whole list: a choice brings them into view.
  useEffect(() => {
    if (chosen && stacked) mappingsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [chosen, stacked]);
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MappingTargetsList target={target} selectedId={chosen?.id ?? null} onSelect={setChosen} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} ref={mappingsRef} style={{ scrollMarginTop: 72 }}>
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
