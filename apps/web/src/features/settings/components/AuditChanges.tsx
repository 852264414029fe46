import type { AuditEntry } from '@lims/contract';
import { Button, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditChangeRows } from './audit-changes';

/** An entry's changed fields, folded away until asked for. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const rows = auditChangeRows(entry.before, entry.after);
  if (rows.length === 0) return <Text c="dimmed">{t('audit.nothing')}</Text>;
  const value = (text: string | null) =>
    text === null ? (
      <Text span c="dimmed">
        {t('audit.nothing')}
      </Text>
    ) : (
      <Text span size="sm" dir="auto" style={{ wordBreak: 'break-word' }}>
        {text}
      </Text>
    );
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        onClick={toggle}
        aria-expanded={opened}
      >
        {opened ? t('audit.hideChanges') : t('audit.showChanges')} ({rows.length})
      </Button>
      {/* Mounted only while open: a page of entries carries no hidden tables. */}
      {opened && (
        <Table withTableBorder fz="sm" mt="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.field')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.field}>
                <Table.Td style={{ wordBreak: 'break-word' }} dir="ltr">
                  {row.field}
                </Table.Td>
                <Table.Td>{value(row.before)}</Table.Td>
                <Table.Td>{value(row.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
