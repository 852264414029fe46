import { Select } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DepartmentOption {
  id: number;
  name: string;
}

interface DepartmentSwitcherProps {
  departments: ReadonlyArray<DepartmentOption>;
  /** null: all of the user's departments. */
  value: number | null;
  onChange: (departmentId: number | null) => void;
  disabled?: boolean;
  width?: number | string;
}

export function DepartmentSwitcher({ departments, value, onChange, disabled, width = 210 }: DepartmentSwitcherProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('frame.department')}
      placeholder={t('frame.switchDepartment')}
      data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      searchable={departments.length > 8}
      disabled={disabled}
      leftSection={<IconBuildingHospital size={16} stroke={1.5} />}
      nothingFoundMessage={t('common.nothingFound')}
      w={width}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
