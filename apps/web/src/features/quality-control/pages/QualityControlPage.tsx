import type { QcGroup } from '@lims/contract';
import { Badge, Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { confirm, EmptyState, PageHeader, showSuccess } from '../../../ui';
import { QcGroupDialog } from '../components/QcGroupDialog';
import { QcGroupsTable } from '../components/QcGroupsTable';
import { QcHoldsList } from '../components/QcHoldsList';
import { useQcGroupList, useQcHolds, useUpdateQcGroup } from '../hooks/use-quality-control';

type Editing = { group: QcGroup | null } | null;
const tabs = ['groups', 'holds'] as const;

/**
 * Quality control (`/quality-control`, issue 15): the QC groups with their newest verdict, and
 * the QC holds that keep reports from being signed (`?tab=holds`).
 */
export function QualityControlPage() {
  const { t } = useTranslation();
  const allowed = useCan();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((candidate) => candidate === params.get('tab')) ?? 'groups';
  const openHolds = useQcHolds('open');
  const list = useQcGroupList();
  const update = useUpdateQcGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing?.group ? (list.items.find((group) => group.id === editing.group?.id) ?? editing.group) : null;

  const toggle = async (group: QcGroup) => {
    const disabling = group.enabled;
    const sure = await confirm(
      disabling
        ? {
            title: t('qualityControl.groups.disableTitle'),
            message: t('qualityControl.groups.disableMessage', { name: group.name }),
            destructive: true,
            confirmLabel: t('common.disable'),
          }
        : {
            title: t('qualityControl.groups.enableTitle'),
            message: t('qualityControl.groups.enableMessage', { name: group.name }),
            confirmLabel: t('common.enable'),
          },
    );
    if (!sure) return;
    update.mutate(
      {
        groupId: group.id,
        changes: {
          name: group.name,
          departmentId: group.department.id,
          level: group.level,
          deviceId: group.device.id,
          lotNumber: group.lotNumber,
          tests: group.tests.map(({ testId, targetMean, targetSd, unit }) => ({ testId, targetMean, targetSd, unit })),
          enabled: !disabling,
          version: group.version,
        },
      },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error),
      },
    );
  };

  const addButton = allowed('qc.configure') && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ group: null })}>
      {t('qualityControl.groups.add')}
    </Button>
  );
  const openCount = openHolds.data?.items.length;

  return (
    <>
      <PageHeader
        title={t('qualityControl.title')}
        description={t('qualityControl.description')}
        actions={tab === 'groups' && addButton}
      />
      <Tabs value={tab} onChange={(next) => setParams(next === 'holds' ? { tab: 'holds' } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="groups">{t('qualityControl.tabs.groups')}</Tabs.Tab>
          <Tabs.Tab
            value="holds"
            rightSection={
              openCount !== undefined && (
                <Badge size="sm" circle={openCount < 10} color={openCount > 0 ? 'red' : 'gray'} variant="filled">
                  {openCount}
                </Badge>
              )
            }
          >
            {t('qualityControl.tabs.holds')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups">
          <QcGroupsTable
            list={list}
            onEdit={(group) => setEditing({ group })}
            onToggle={(group) => void toggle(group)}
            empty={
              <EmptyState
                variant="noPending"
                title={t('qualityControl.groups.emptyTitle')}
                description={t('qualityControl.groups.emptyDescription')}
              />
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="holds">
          <QcHoldsList />
        </Tabs.Panel>
      </Tabs>
      <QcGroupDialog opened={editing !== null} group={edited} onClose={() => setEditing(null)} />
    </>
  );
}
