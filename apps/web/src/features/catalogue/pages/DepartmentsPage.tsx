import type { Department } from '@lims/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { confirm, EmptyState, PageHeader, showSuccess } from '../../../ui';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { DepartmentsTable } from '../components/DepartmentsTable';
import { useDepartmentList, useUpdateDepartment } from '../hooks/use-departments';

type Editing = { department: Department | null } | null;

/** Settings > Departments (catalogue): the route asks the permission registry who may open it. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const list = useDepartmentList();
  const update = useUpdateDepartment();
  const [editing, setEditing] = useState<Editing>(null);
  // After a stale save the list is read again: the dialog follows the row's newest copy.
  const edited = editing?.department
    ? (list.items.find((department) => department.id === editing.department?.id) ?? editing.department)
    : null;

  const toggle = async (department: Department) => {
    const disabling = department.enabled;
    const sure = await confirm(
      disabling
        ? {
            title: t('departments.disableTitle'),
            message: t('departments.disableMessage', { name: department.name }),
            destructive: true,
            confirmLabel: t('common.disable'),
          }
        : {
            title: t('departments.enableTitle'),
            message: t('departments.enableMessage', { name: department.name }),
            confirmLabel: t('common.enable'),
          },
    );
    if (!sure) return;
    update.mutate(
      { id: department.id, changes: { enabled: !disabling, version: department.version } },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('departments.title')}
        description={t('departments.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ department: null })}>
            {t('departments.add')}
          </Button>
        }
      />
      <DepartmentsTable
        list={list}
        onEdit={(department) => setEditing({ department })}
        onToggle={(department) => void toggle(department)}
        empty={
          <EmptyState
            variant="noPending"
            title={t('departments.emptyTitle')}
            description={t('departments.emptyDescription')}
          />
        }
      />
      <DepartmentFormModal opened={editing !== null} department={edited} onClose={() => setEditing(null)} />
    </>
  );
}
