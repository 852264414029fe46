import { IconBuildingHospital } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosedSelectField } from './ClosedSelectField';
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

export function DepartmentSwitcher({ width = 210, ...props }: DepartmentSwitcherProps) {
  const { t } = useTranslation();
  const chosen = props.departments.find((department) => department.id === props.value);
  return (
    <LoadOnClick
      // The closed field as Mantine's Select draws it, until that is loaded.
      button={(load) => (
        <ClosedSelectField
          label={t('frame.department')}
          placeholder={t('frame.switchDepartment')}
          value={chosen?.name ?? ''}
          disabled={props.disabled}
          icon={<IconBuildingHospital size={16} stroke={1.5} />}
          width={width}
          onOpen={load}
        />
      )}
      loaded={<LoadedDepartmentSwitcher {...props} width={width} />}
    />
  );
}
