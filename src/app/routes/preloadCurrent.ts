import { getHttp } from '../../api/http';
import { htmlStartedCalls } from '../../api/htmlCalls';
import { getSession } from '../../api/session';
import { loadTabBar } from '../../components/PageFrame/lazyParts';
import { isTabPath } from '../../lib/paths';
import { ROUTES } from './index';
import { routeLookup } from './lookup';

const findRoute = routeLookup(ROUTES);

/**
 * Starts loading the page the address points at, before the app has rendered anything: the
 * page chunk (with its dependencies, which Vite preloads alongside, and its own translations)
 * then arrives while the core translations load, instead of after the first render, and so do
 * the API answers it shows first (route.prefetch). A protected page is skipped for a visitor
 * without a session (the guard sends them to login instead). Errors are left to the page,
 * which shows them with a retry when it renders.
 */
export function preloadCurrentRoute(hash: string = window.location.hash): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = findRoute(path);
  if (!route || (route.auth && !getSession().token)) return;
  route.page.preload().catch(() => {});
  // A tab page draws the tab bar with its first screen: fetch it now, not once the page renders.
  if (isTabPath(path)) loadTabBar().catch(() => {});
  // A page opened signed in asks the API as soon as it renders (Home too, which visitors may
  // see): have the HTTP client arrive with it (unless index.html has already asked for what its
  // first render shows), and where the route says what its first render needs, ask for that now.
  if (getSession().token) {
    if (!htmlStartedCalls()) getHttp().catch(() => {});
    route.prefetch?.().catch(() => {});
  }
}
