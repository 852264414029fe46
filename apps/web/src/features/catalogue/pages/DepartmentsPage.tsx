import type { Department } from '@lims/contract';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { RequireAdmin } from '../../../app/session/RequireAdmin';
import { confirm, EmptyState, ListStates, PageHeader, SearchInput, showSuccess, useSearchFilter } from '../../../ui';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { DepartmentsTable } from '../components/DepartmentsTable';
import { useDepartments, useUpdateDepartment } from '../hooks/use-departments';

type Editing = { department: Department | null } | null;

function DepartmentsView() {
  const { t } = useTranslation();
  const query = useDepartments();
  const update = useUpdateDepartment();
  const [editing, setEditing] = useState<Editing>(null);
  const { search, setSearch, filtered, searching } = useSearchFilter(query.data, (department) => department.name);

  const toggle = async (department: Department) => {
    const sure = await confirm({
      title: department.enabled ? t('departments.disableTitle') : t('departments.enableTitle'),
      message: department.enabled
        ? t('departments.disableMessage', { name: department.name })
        : t('departments.enableMessage', { name: department.name }),
      confirmColor: department.enabled ? 'red' : undefined,
    });
    if (!sure) return;
    update.mutate(
      { id: department.id, changes: { enabled: !department.enabled } },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ department: null })}>
      {t('departments.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('departments.title')} description={t('departments.description')} actions={addButton} />
      <Group mb="md">
        <SearchInput value={search} onChange={setSearch} placeholder={t('departments.search')} />
      </Group>
      <ListStates
        query={query}
        matches={filtered.length}
        searching={searching}
        empty={
          <EmptyState
            variant="noPending"
            title={t('departments.emptyTitle')}
            description={t('departments.emptyDescription')}
          >
            {addButton}
          </EmptyState>
        }
      >
        <DepartmentsTable
          departments={filtered}
          onEdit={(department) => setEditing({ department })}
          onToggle={(department) => void toggle(department)}
          busyId={update.isPending ? update.variables.id : null}
        />
      </ListStates>
      <DepartmentFormModal
        opened={editing !== null}
        department={editing?.department ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

/** Settings > Departments (catalogue): admins only. */
export function DepartmentsPage() {
  return (
    <RequireAdmin>
      <DepartmentsView />
    </RequireAdmin>
  );
}
