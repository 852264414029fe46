import type { SampleListItem } from '@lims/contract';
import { ActionIcon, ColorSwatch, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';

type SampleTypeOfSample = NonNullable<SampleListItem['sampleType']>;

/**
 * The sample type's collection instructions beside it on the collection desk (spec 002 §2
 * 'Sample collection and receive screen with popovers, instructions panels'): what the
 * phlebotomist reads before drawing, one click away so the list stays one line a sample.
 */
export function CollectionInstructions({ sampleType }: { sampleType: SampleTypeOfSample }) {
  const { t } = useTranslation();
  if (!sampleType.collectionInstructions) return null;
  const title = t('samples.instructions.title', { sampleType: sampleType.name });
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="blue" size="sm" aria-label={title} style={{ flex: 'none' }}>
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={title}>
        <Stack gap={6}>
          <Group gap={6} wrap="nowrap">
            {sampleType.containerColor && <ColorSwatch color={sampleType.containerColor} size={12} />}
            <Text size="sm" fw={600}>
              {t('samples.instructions.heading')}
            </Text>
          </Group>
          {sampleType.containerType && (
            <UserText size="xs" c="dimmed">
              {sampleType.containerType}
            </UserText>
          )}
          <UserText size="sm" style={{ whiteSpace: 'pre-line' }}>
            {sampleType.collectionInstructions}
          </UserText>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
