import { lazy } from 'react';
import { LoadOnClick } from '../../ui';
import { UserButton } from './UserButton';

const LoadedUserMenu = lazy(async () => ({ default: (await import('./LoadedUserMenu')).LoadedUserMenu }));

/** Who is signed in, with their settings, the identity switch and sign-out; the menu loads when first opened. */
export function UserMenu() {
  return (
    <LoadOnClick
      button={(load) => <UserButton aria-haspopup="menu" aria-expanded={false} onClick={load} />}
      loaded={<LoadedUserMenu />}
    />
  );
}
