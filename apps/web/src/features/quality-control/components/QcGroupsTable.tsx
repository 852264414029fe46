import type { QcGroup } from '@lims/contract';
import { Anchor, Badge, Group, Menu, Select, Stack, Switch, Text } from '@mantine/core';
import { IconBan, IconChartDots, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDate, formatLabDateTime, UserText } from '../../../ui';
import { qualityControlPaths } from '../area';
import { type QcGroupSortKey, type useQcGroupList, useQcOptions } from '../hooks/use-quality-control';
import { QcStatusBadge } from './QcStatusBadge';

interface QcGroupsTableProps {
  list: ReturnType<typeof useQcGroupList>;
  onEdit: (group: QcGroup) => void;
  onToggle: (group: QcGroup) => void;
  empty: ReactNode;
}

/** The QC groups tab: each group's control, its newest verdict and its open holds. */
export function QcGroupsTable({ list, onEdit, onToggle, empty }: QcGroupsTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan();
  const navigate = useNavigate();
  const options = useQcOptions();
  const columns: DataTableColumn<QcGroup, QcGroupSortKey>[] = [
    {
      key: 'name',
      header: t('qualityControl.groups.name'),
      sortKey: 'name',
      cell: (group) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={qualityControlPaths.group(group.id)}
            fw={500}
            c={group.enabled ? undefined : 'dimmed'}
          >
            {group.name}
          </Anchor>
          {!group.enabled && (
            <Badge color="gray" variant="light" size="sm">
              {t('qualityControl.groups.disabled')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'department',
      header: t('qualityControl.groups.department'),
      cell: (group) => <UserText size="sm">{group.department.name}</UserText>,
    },
    {
      key: 'level',
      header: t('qualityControl.groups.level'),
      width: 90,
      cell: (group) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`qualityControl.levels.${group.level}`)}
        </Text>
      ),
    },
    {
      key: 'device',
      header: t('qualityControl.groups.device'),
      cell: (group) => <UserText size="sm">{group.device.name}</UserText>,
    },
    {
      key: 'tests',
      header: t('qualityControl.groups.tests'),
      cell: (group) => (
        <UserText size="sm" lineClamp={2}>
          {group.tests.map((test) => test.testName).join(', ')}
        </UserText>
      ),
    },
    {
      key: 'lastRun',
      header: t('qualityControl.groups.lastRun'),
      cell: (group) =>
        group.lastRun ? (
          <Stack gap={2} align="flex-start">
            <QcStatusBadge status={group.lastRun.status} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatLabDateTime(group.lastRun.measuredAt, timeZone)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('qualityControl.groups.noRun')}
          </Text>
        ),
    },
    {
      key: 'openHolds',
      header: t('qualityControl.groups.openHolds'),
      width: 100,
      cell: (group) =>
        group.openHolds > 0 ? (
          <Badge color="red" variant="filled">
            {group.openHolds}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    {
      key: 'createdAt',
      header: t('qualityControl.groups.created'),
      sortKey: 'createdAt',
      cell: (group) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatLabDate(group.createdAt, timeZone)}
          </Text>
          {group.createdBy && (
            <UserText size="xs" c="dimmed">
              {group.createdBy}
            </UserText>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label={t('qualityControl.groups.label')}
      list={list}
      columns={columns}
      rowKey={(group) => group.id}
      rowActions={{
        name: (group) => group.name,
        items: (group) => (
          <>
            <Menu.Item
              leftSection={<IconChartDots size={16} stroke={1.5} />}
              onClick={() => navigate(qualityControlPaths.group(group.id))}
            >
              {t('qualityControl.groups.open')}
            </Menu.Item>
            {allowed('qc.configure') && (
              <>
                <Menu.Item leftSection={<IconPencil size={16} stroke={1.5} />} onClick={() => onEdit(group)}>
                  {t('common.edit')}
                </Menu.Item>
                <Menu.Divider />
                {group.enabled ? (
                  <Menu.Item
                    color="red"
                    leftSection={<IconBan size={16} stroke={1.5} />}
                    onClick={() => onToggle(group)}
                  >
                    {t('common.disable')}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconCircleCheck size={16} stroke={1.5} />} onClick={() => onToggle(group)}>
                    {t('common.enable')}
                  </Menu.Item>
                )}
              </>
            )}
          </>
        ),
      }}
      searchPlaceholder={t('qualityControl.groups.search')}
      filters={
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t('qualityControl.groups.department')}
            placeholder={t('qualityControl.groups.allDepartments')}
            clearable
            data={(options.data?.departments ?? []).map((department) => ({
              value: String(department.id),
              label: department.name,
            }))}
            value={list.filters.departmentId === undefined ? null : String(list.filters.departmentId)}
            onChange={(value) => list.setFilters({ ...list.filters, departmentId: value ? Number(value) : undefined })}
            w={200}
          />
          <Switch
            label={t('qualityControl.groups.showDisabled')}
            checked={list.filters.includeDisabled}
            onChange={(event) => list.setFilters({ ...list.filters, includeDisabled: event.currentTarget.checked })}
          />
        </Group>
      }
      empty={empty}
      minWidth={920}
    />
  );
}
