import type { Branch } from '@lims/contract';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { BranchForm } from './BranchForm';

interface BranchFormModalProps {
  opened: boolean;
  /** null to add; when editing, the freshest copy the page has. */
  branch: Branch | null;
  onClose: () => void;
}

/** Add or edit a branch, with the notice of a stale save above the form. */
export function BranchFormModal({ opened, branch, onClose }: BranchFormModalProps) {
  const { t } = useTranslation();
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  // Counts stale saves: each starts the form again from the branch as read anew.
  const [attempt, setAttempt] = useState(0);
  const close = () => {
    setStaleNotice(null);
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={branch ? t('branches.editTitle') : t('branches.addTitle')}>
      <Stack gap="md">
        {staleNotice && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {staleNotice}
          </Alert>
        )}
        {opened && (
          <BranchForm
            key={`${branch?.id ?? 'new'}:${attempt}`}
            branch={branch}
            onDone={close}
            onStale={(message) => {
              setStaleNotice(message);
              setAttempt((count) => count + 1);
            }}
          />
        )}
      </Stack>
    </Dialog>
  );
}
