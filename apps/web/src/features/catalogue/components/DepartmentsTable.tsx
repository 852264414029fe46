import type { Department } from '@lims/contract';
import { ActionIcon, Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EnabledBadge } from '../../../ui';

interface DepartmentsTableProps {
  departments: ReadonlyArray<Department>;
  onEdit: (department: Department) => void;
  onToggle: (department: Department) => void;
  busyId: number | null;
}

export function DepartmentsTable({ departments, onEdit, onToggle, busyId }: DepartmentsTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('departments.name')}</Table.Th>
              <Table.Th w={140}>{t('common.status')}</Table.Th>
              <Table.Th w={200} ta="end">
                {t('common.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {departments.map((department) => (
              <Table.Tr key={department.id}>
                <Table.Td>
                  <Text fw={500} c={department.enabled ? undefined : 'dimmed'}>
                    {department.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <EnabledBadge enabled={department.enabled} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('common.edit')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('common.edit')}
                        onClick={() => onEdit(department)}
                      >
                        <IconPencil size={18} stroke={1.5} />
                      </ActionIcon>
                    </Tooltip>
                    <Button
                      size="xs"
                      variant="light"
                      color={department.enabled ? 'red' : 'teal'}
                      loading={busyId === department.id}
                      onClick={() => onToggle(department)}
                    >
                      {department.enabled ? t('common.disable') : t('common.enable')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
