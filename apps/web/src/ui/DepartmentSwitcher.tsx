import { ComboboxChevron, Input } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOnClick } from './load-on-click';

interface DepartmentOption {
  id: number;
  name: string;
}

export interface DepartmentSwitcherProps {
  departments: ReadonlyArray<DepartmentOption>;
  /** null: all of the user's departments. */
  value: number | null;
  onChange: (departmentId: number | null) => void;
  disabled?: boolean;
  width?: number | string;
}

// Mantine's Select (its combobox, scroll area and popover, about 9 KB gzipped) loads when the
// field is first opened: the header shows it on every signed-in page, few open it
// (docs/decisions/0017-delivery-and-speed.md).
const LoadedDepartmentSwitcher = lazy(async () => ({
  default: (await import('./LoadedDepartmentSwitcher')).LoadedDepartmentSwitcher,
}));

/** The keys that open a closed Select's list. */
const opening = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function DepartmentSwitcher({ width = 210, ...props }: DepartmentSwitcherProps) {
  const { t } = useTranslation();
  const chosen = props.departments.find((department) => department.id === props.value);
  return (
    <LoadOnClick
      // The closed field as Mantine's Select draws it, until that is loaded.
      button={(load) => (
        <Input
          aria-label={t('frame.department')}
          aria-haspopup="listbox"
          placeholder={t('frame.switchDepartment')}
          value={chosen?.name ?? ''}
          readOnly
          pointer
          disabled={props.disabled}
          leftSection={<IconBuildingHospital size={16} stroke={1.5} />}
          rightSection={<ComboboxChevron />}
          w={width}
          onClick={load}
          onKeyDown={(event) => {
            if (!opening.has(event.key)) return;
            event.preventDefault();
            load();
          }}
        />
      )}
      loaded={<LoadedDepartmentSwitcher {...props} width={width} />}
    />
  );
}
