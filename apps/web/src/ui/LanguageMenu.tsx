import type { LanguageCode } from '@lims/domain';
import { lazy } from 'react';
import { LanguageButton } from './LanguageButton';
import { LoadOnClick } from './load-on-click';

export interface LanguageMenuProps {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}

// Mantine's menu and the positioning of its dropdown weigh about 20 KB gzipped, which the
// sign-in page would otherwise load for a menu few open.
const LoadedLanguageMenu = lazy(async () => ({ default: (await import('./LoadedLanguageMenu')).LoadedLanguageMenu }));

/** spec 000 §1 interface languages, each named in its own language; the menu loads when first opened. */
export function LanguageMenu(props: LanguageMenuProps) {
  return (
    <LoadOnClick
      button={(load) => (
        <LanguageButton value={props.value} aria-haspopup="menu" aria-expanded={false} onClick={load} />
      )}
      loaded={<LoadedLanguageMenu {...props} />}
    />
  );
}
