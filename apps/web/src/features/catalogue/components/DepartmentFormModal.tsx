import type { Department } from '@lims/contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepartmentForm } from './DepartmentForm';

interface DepartmentFormModalProps {
  opened: boolean;
  department: Department | null;
  onClose: () => void;
}

export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={department ? t('departments.editTitle') : t('departments.addTitle')}
      centered
    >
      {/* Keyed so that each opening starts from the department's current values. */}
      <DepartmentForm key={department?.id ?? 'new'} department={department} onDone={onClose} />
    </Modal>
  );
}
