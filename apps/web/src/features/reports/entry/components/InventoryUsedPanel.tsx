import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * spec 001 §2 'An inventory-used panel (Show/Hide), shown only when inventoryManagement is 1'.
 * The stock a test consumes is recorded by the inventory area (issue 15); until a lab keeps
 * stock, the panel says that nothing is recorded against this test, which is the truth.
 */
export function InventoryUsedPanel() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title id={titleId} order={3} size="h6">
            {t('reportEntry.inventory.title')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={opened}
            rightSection={
              <IconChevronDown size={14} style={{ transform: opened ? 'rotate(180deg)' : undefined }} aria-hidden />
            }
            onClick={toggle}
          >
            {opened ? t('reportEntry.inventory.hide') : t('reportEntry.inventory.show')}
          </Button>
        </Group>
        <Collapse in={opened}>
          <Text size="sm" c="dimmed">
            {t('reportEntry.inventory.none')}
          </Text>
        </Collapse>
      </Stack>
    </Paper>
  );
}
