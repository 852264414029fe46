import type { Department } from '@lims/contract';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { DepartmentForm } from './DepartmentForm';

interface DepartmentFormModalProps {
  opened: boolean;
  /** null to add; when editing, the freshest copy the page has. */
  department: Department | null;
  onClose: () => void;
}

export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  const { t } = useTranslation();
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  // Counts stale saves: each starts the form again from the department as read anew.
  const [attempt, setAttempt] = useState(0);
  const close = () => {
    setStaleNotice(null);
    onClose();
  };
  const restartAfterStale = (message: string) => {
    setStaleNotice(message);
    setAttempt((count) => count + 1);
  };
  return (
    <Dialog opened={opened} onClose={close} title={department ? t('departments.editTitle') : t('departments.addTitle')}>
      <Stack gap="md">
        {staleNotice && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {staleNotice}
          </Alert>
        )}
        {/* Keyed so that each opening, and each stale save, starts from the current values. */}
        <DepartmentForm
          key={`${department?.id ?? 'new'}:${attempt}`}
          department={department}
          onDone={close}
          onStale={restartAfterStale}
        />
      </Stack>
    </Dialog>
  );
}
