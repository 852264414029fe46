import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../catalogue';
import type { LabUserFormValues } from './lab-user-form';

/** Enabled departments, plus any disabled one the user still holds, so it is not dropped silently. */
export function DepartmentAccessField({ form }: { form: UseFormReturnType<LabUserFormValues> }) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const selected = new Set(form.values.departmentIds);
  const data = (departments.data ?? [])
    .filter((department) => department.enabled || selected.has(String(department.id)))
    .map((department) => ({ value: String(department.id), label: department.name }));

  return (
    <MultiSelect
      label={t('labUsers.departments')}
      description={t('labUsers.departmentsHint')}
      placeholder={form.values.departmentIds.length === 0 ? t('labUsers.chooseDepartments') : undefined}
      data={data}
      searchable
      clearable
      hidePickedOptions
      disabled={departments.isPending}
      error={departments.isError ? t('labUsers.departmentsFailed') : undefined}
      nothingFoundMessage={t('common.nothingFound')}
      {...form.getInputProps('departmentIds')}
    />
  );
}
