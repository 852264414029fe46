import { Select } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentSwitcherProps } from './DepartmentSwitcher';

/** The department field with its list, once its code is in (DepartmentSwitcher loads it when first opened). */
export function LoadedDepartmentSwitcher({ departments, value, onChange, disabled, width }: DepartmentSwitcherProps) {
  const { t } = useTranslation();
  // Opened from the field this replaces: it takes the focus, its list open, as the click or key asked.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <Select
      ref={field}
      defaultDropdownOpened
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
