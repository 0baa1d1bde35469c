import { PATHS } from '../lib/paths';
import { type LazyPage, lazyPage } from './lazyPage';

// The one route table: every path is a spec page path (spec section 2, routes.tsv), from PATHS.
// `auth: true` pages need a signed-in user (RequireAuth / checkLogin). Only pages that exist
// are registered; an unknown path shows the not-found page.
export interface AppRoute {
  path: string;
  page: LazyPage;
  auth?: boolean;
}

const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'));

export const ROUTES: readonly AppRoute[] = [
  // The root path and entry page is the login page.
  { path: '/', page: LoginPage },
  { path: PATHS.login, page: LoginPage },
  { path: PATHS.register, page: lazyPage(() => import('../features/auth/pages/RegisterPage')) },
  { path: PATHS.choose, page: lazyPage(() => import('../features/auth/pages/ChoosePage')) },
  {
    path: PATHS.forgetPassword,
    page: lazyPage(() => import('../features/auth/pages/ForgetPasswordPage')),
  },
  {
    path: PATHS.account,
    page: lazyPage(() => import('../features/settings/pages/AccountPage')),
    auth: true,
  },
];
