import type { LazyPage } from '../lazyPage';

// `auth: true` pages need a signed-in user (RequireAuth / checkLogin).
export interface AppRoute {
  path: string;
  page: LazyPage;
  auth?: boolean;
  /**
   * Asks the API for what the page's first render shows, when the app opens on it signed in: the
   * answers then arrive while the page's code loads, and wait for the page's own calls.
   */
  prefetch?: () => Promise<unknown>;
}
