import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * `button(load)` until it is clicked, then `loaded`, a lazy component, with the button still shown
 * while its code arrives. For controls that every page shows and few open, such as menus: their
 * code stays off the pages' first load (docs/decisions/0017-delivery-and-speed.md).
 */
export function LoadOnClick({ button, loaded }: { button: (load: () => void) => ReactNode; loaded: ReactNode }) {
  const [used, setUsed] = useState(false);
  const standIn = button(() => setUsed(true));
  return used ? <Suspense fallback={standIn}>{loaded}</Suspense> : standIn;
}

/**
 * For a menu that `LoadOnClick` loaded: its button, drawn anew, takes the focus, then the menu
 * opens, so that closing it returns the focus there, as every later opening does. `menu` is
 * for the Menu, `target` for its button.
 */
export function useOpenedOnLoad<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return { target, menu: { opened, onChange: setOpened } };
}
