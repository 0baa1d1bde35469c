import type { LazyPage } from '../lazyPage';

// `auth: true` pages need a signed-in user (RequireAuth / checkLogin).
export interface AppRoute {
  path: string;
  page: LazyPage;
  auth?: boolean;
}
