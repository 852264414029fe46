import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog } from '../../../ui';
import { useLabUser } from '../hooks/use-lab-users';
import { CreateLabUserForm } from './CreateLabUserForm';
import { EditLabUserForm } from './EditLabUserForm';

/** `userId` null adds a user; a number edits that user, read fresh from the server. */
export type LabUserFormTarget = { userId: number | null } | null;

function EditBody({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const query = useLabUser(userId);
  const session = useCurrentSession();
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  // Counts stale saves: each starts the form again from the user as read anew.
  const [attempt, setAttempt] = useState(0);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {t('messages.labUserDetailsFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {staleNotice && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {staleNotice}
        </Alert>
      )}
      <EditLabUserForm
        key={attempt}
        user={query.data}
        isSelf={query.data.id === session.user.id}
        onDone={onDone}
        onStale={(message) => {
          setStaleNotice(message);
          setAttempt((count) => count + 1);
        }}
      />
    </Stack>
  );
}

export function LabUserFormModal({ target, onClose }: { target: LabUserFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = target !== null && target.userId !== null;
  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={editing ? t('labUsers.editTitle') : t('labUsers.addTitle')}
    >
      {target !== null &&
        (target.userId === null ? (
          <CreateLabUserForm onDone={onClose} />
        ) : (
          <EditBody userId={target.userId} onDone={onClose} />
        ))}
    </Dialog>
  );
}
