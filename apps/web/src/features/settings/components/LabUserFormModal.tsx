import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { useLabUser } from '../hooks/use-lab-users';
import { CreateLabUserForm } from './CreateLabUserForm';
import { EditLabUserForm } from './EditLabUserForm';

/** `userId` null adds a user; a number edits that user, read fresh from the server. */
export type LabUserFormTarget = { userId: number | null } | null;

function EditBody({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const query = useLabUser(userId);
  const session = useCurrentSession();
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
    <EditLabUserForm key={query.data.id} user={query.data} isSelf={query.data.id === session.user.id} onDone={onDone} />
  );
}

export function LabUserFormModal({ target, onClose }: { target: LabUserFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = target !== null && target.userId !== null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      centered
      title={
        <Text fw={600} size="lg">
          {editing ? t('labUsers.editTitle') : t('labUsers.addTitle')}
        </Text>
      }
    >
      {target !== null &&
        (target.userId === null ? (
          <CreateLabUserForm onDone={onClose} />
        ) : (
          <EditBody userId={target.userId} onDone={onClose} />
        ))}
    </Modal>
  );
}
