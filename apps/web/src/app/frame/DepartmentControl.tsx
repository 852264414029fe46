import { useTranslation } from 'react-i18next';
import { DepartmentSwitcher, showError } from '../../ui';
import { useCurrentSession } from '../session/session-context';
import { useSwitchDepartment } from '../session/session-hooks';

export function DepartmentControl({ width }: { width?: number | string }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const switchDepartment = useSwitchDepartment();
  return (
    <DepartmentSwitcher
      departments={session.departments}
      value={session.currentDepartment?.id ?? null}
      disabled={switchDepartment.isPending}
      width={width}
      onChange={(departmentId) =>
        switchDepartment.mutate({ departmentId }, { onError: () => showError(t('messages.departmentSwitchFailed')) })
      }
    />
  );
}
