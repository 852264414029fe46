import { Center } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EmptyState } from './EmptyState';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="60vh">
      <EmptyState variant="pageNotFound" onGoBack={() => void navigate(-1)} onHome={() => void navigate('/')} />
    </Center>
  );
}
