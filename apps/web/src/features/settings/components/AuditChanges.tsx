import type { AuditEntry } from '@lims/contract';
import { Box, Button, Group, ScrollArea, Stack, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowNarrowRight, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditChangeRows } from './audit-changes';

const valueStyle = { wordBreak: 'break-word', minWidth: 0 } as const;

/**
 * An entry's changed fields, folded away until asked for: each field's name, then what it was
 * and what it became. A long change (a new record's every field) scrolls within the row.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [opened, { toggle }] = useDisclosure(false);
  const rows = auditChangeRows(entry.before, entry.after);
  if (rows.length === 0) return <Text c="dimmed">{t('audit.nothing')}</Text>;
  const value = (text: string | null, color: string, label: string) => (
    <Text size="sm" c={text === null ? 'gray.7' : color} dir="auto" style={valueStyle}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {text ?? t('audit.nothing')}
    </Text>
  );
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        onClick={toggle}
        aria-expanded={opened}
      >
        {opened ? t('audit.hideChanges') : t('audit.showChanges')} ({rows.length})
      </Button>
      {/* Mounted only while open: a page of entries carries no hidden lists. */}
      {opened && (
        <ScrollArea.Autosize
          mah={360}
          w="100%"
          type="auto"
          offsetScrollbars
          // Scrolled by keyboard too: the region takes the focus and says what it holds.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('audit.changes') }}
        >
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Box component="li" key={row.field} data-field={row.field}>
                <Text size="xs" c="gray.7" dir="ltr" ta={dir === 'rtl' ? 'right' : 'left'} style={valueStyle}>
                  {row.field}
                </Text>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {value(row.before, 'red.9', t('audit.before'))}
                  <IconArrowNarrowRight
                    size={16}
                    aria-hidden
                    style={{ flex: 'none', marginTop: 2, transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}
                  />
                  {value(row.after, 'teal.9', t('audit.after'))}
                </Group>
              </Box>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
