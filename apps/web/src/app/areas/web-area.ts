import type { Permission } from '@lims/domain';
import type { TablerIcon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

/** A page of an area. Its code loads on first visit, so the sign-in page stays small. */
export interface AreaRoute {
  path: string;
  /** Who may open it (packages/domain access/permissions.ts); others see 'not authorised'. */
  permission?: Permission;
  /** A page of a part of the product the lab switches on: without it, the page says it is off. */
  module?: LabModule;
  load: () => Promise<ComponentType>;
}

/** A part of the product a lab switches on (spec 000 §3 session inventoryManagement, qualityControl). */
export type LabModule = 'inventoryManagement' | 'qualityControl';

/** Where a navigation entry sits: the work of the day, or under Settings. */
export type NavSection = 'main' | 'settings';

export interface AreaNavEntry {
  to: string;
  label: ParseKeys;
  icon: TablerIcon;
  section: NavSection;
  /** Shown only to those the registry allows, the same question the route and the server ask. */
  permission?: Permission;
  /** Shown only when the lab has switched this part of the product on. */
  module?: LabModule;
  /** Smaller first, within its section. */
  order: number;
}

/**
 * A business area of the web client, declared in `features/<area>/area.ts` and listed once in
 * `app/areas.ts` (docs/decisions/0013-areas-register-themselves.md). It names its pages
 * lazily, so declaring an area loads none of its code.
 */
export interface WebArea {
  name: string;
  /** Other areas whose texts its pages show too (a component another area exports). */
  alsoTexts?: readonly string[];
  routes: AreaRoute[];
  nav?: AreaNavEntry[];
}

export const defineWebArea = (area: WebArea): WebArea => area;
