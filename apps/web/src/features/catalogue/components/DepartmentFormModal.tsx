import type { Department } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { DepartmentForm } from './DepartmentForm';
import { RecordDialog } from './RecordDialog';

interface DepartmentFormModalProps {
  opened: boolean;
  /** null to add; when editing, the freshest copy the page has. */
  department: Department | null;
  onClose: () => void;
}

export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      opened={opened}
      onClose={onClose}
      recordKey={department?.id ?? 'new'}
      title={department ? t('departments.editTitle') : t('departments.addTitle')}
    >
      {({ onDone, onStale }) => <DepartmentForm department={department} onDone={onDone} onStale={onStale} />}
    </RecordDialog>
  );
}
