import { loginPaths, paths } from '../paths';

const signInPaths = new Set<string>(Object.values(loginPaths));

/** The page being shown now, as the sign-in page's `from` (STYLE.md Screens: back to the page that was asked for). */
export const currentPath = (location: { pathname: string; search: string; hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Where to go after signing in: the page that was asked for when it is a page of this site,
 * else the dashboard. Anything that would leave the origin (`//host`, `/\host`, a scheme) or
 * lead back to a sign-in page is refused, so a crafted link cannot send a user elsewhere.
 */
export function returnPathOf(from: unknown, origin: string = window.location.origin): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return paths.dashboard;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return paths.dashboard;
  }
  if (url.origin !== origin || signInPaths.has(url.pathname)) return paths.dashboard;
  return currentPath(url);
}
