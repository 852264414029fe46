import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './LinkTabs.module.css';

export interface LinkTab {
  to: string;
  label: string;
}

/**
 * Pages of one place as a row of links styled as tabs (the catalogue's pages, a lab's pages on
 * the support dashboard). A tab is current on its page and on the pages under it.
 */
export function LinkTabs({ label, tabs, style }: { label: string; tabs: LinkTab[]; style?: CSSProperties }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={classes.bar} style={style}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={classes.tab}
          aria-current={pathname === tab.to || pathname.startsWith(`${tab.to}/`) ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
