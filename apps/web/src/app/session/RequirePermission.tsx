import type { Permission } from '@lims/domain';
import { Center } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { EmptyState } from '../../ui';
import { paths } from '../paths';
import { useCan } from './access';

/** A page the registry does not allow shows the 'not authorised' panel, with the way home, rather than a broken page. */
export function RequirePermission({ permission }: { permission: Permission | undefined }) {
  const allowed = useCan();
  const navigate = useNavigate();
  if (permission === undefined || allowed(permission)) return <Outlet />;
  return (
    <Center mih="60vh">
      <EmptyState variant="notAuthorised" onHome={() => void navigate(paths.dashboard)} />
    </Center>
  );
}
