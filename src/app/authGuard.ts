import { getSession } from '../api/session';
import { PATHS, loginUrl } from '../lib/paths';

// The login redirect of spec section 2: a visitor (no token AND no user object) goes to login
// carrying `backpage` (full current path with its query, URL-encoded) and `backtype` (2 for tabs,
// 1 otherwise), at most once per one-second guard so parallel checks do not stack redirects.
export const LOGIN_GUARD_MS = 1000;

type Navigate = (to: string) => void;

/** The current in-app path with its query, read from the hash ("#/pages/x?a=1" -> "/pages/x?a=1"). */
function hashPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

// The router registers its navigate (replacing the entry) and location; until then, the hash.
let navigateTo: Navigate = (to) => window.location.replace(`#${to}`);
let readPath: () => string = hashPath;
let lastRedirectAt = Number.NEGATIVE_INFINITY;

export function setGuardNavigator(navigate: Navigate, currentPath?: () => string) {
  navigateTo = navigate;
  if (currentPath) readPath = currentPath;
}

export const currentPath = (): string => readPath();

export const isSignedIn = (): boolean => {
  const { token, user } = getSession();
  return Boolean(token || user);
};

/** Send the user to login with `backpage`, unless already there or redirected under a second ago. */
export function redirectToLogin(backpage: string = currentPath()): boolean {
  const now = Date.now();
  const path = backpage.split('?')[0] ?? '';
  if (path === PATHS.login || path === '/' || now - lastRedirectAt < LOGIN_GUARD_MS) return false;
  lastRedirectAt = now;
  navigateTo(loginUrl(backpage));
  return true;
}

/**
 * True when a user is signed in. Otherwise false, and (unless mode is 2) the visitor is sent to
 * login with the way back (`backpage`, the current path by default).
 */
export function checkLogin(mode?: 1 | 2, backpage?: string): boolean {
  if (isSignedIn()) return true;
  if (mode !== 2) redirectToLogin(backpage);
  return false;
}

/** Tests only: forget the last redirect time and any registered router. */
export function resetLoginGuard() {
  lastRedirectAt = Number.NEGATIVE_INFINITY;
  readPath = hashPath;
}
