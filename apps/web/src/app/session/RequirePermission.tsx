import type { Permission } from '@lims/domain';
import { Center } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { EmptyState } from '../../ui';
import type { LabModule } from '../areas/web-area';
import { localiseMessage } from '../i18n/localise-message';
import { paths } from '../paths';
import { useCan } from './access';
import { useCurrentSession } from './session-context';

const moduleOffMessages = { inventoryManagement: 'inventoryOff', qualityControl: 'qualityControlOff' } as const;

/**
 * A page the registry does not allow shows the 'not authorised' panel, with the way home, rather
 * than a broken page; so does a page of a part of the product the lab has not switched on, saying so.
 */
export function RequirePermission({ permission, module }: { permission: Permission | undefined; module?: LabModule }) {
  const allowed = useCan();
  const session = useCurrentSession();
  const navigate = useNavigate();
  const moduleOff = module !== undefined && !session[module];
  if ((permission === undefined || allowed(permission)) && !moduleOff) return <Outlet />;
  return (
    <Center mih="60vh">
      <EmptyState
        variant="notAuthorised"
        {...(moduleOff && module ? { title: localiseMessage(moduleOffMessages[module]) } : {})}
        onHome={() => void navigate(paths.dashboard)}
      />
    </Center>
  );
}
