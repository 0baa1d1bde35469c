import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

const LoginPage = lazyPage(() => import('../../features/auth/pages/LoginPage'));

/** Routes of sign-in. */
export const signInRoutes: readonly AppRoute[] = [
  // The root path and entry page is the login page.
  { path: '/', page: LoginPage },
  { path: PATHS.login, page: LoginPage },
  { path: PATHS.register, page: lazyPage(() => import('../../features/auth/pages/RegisterPage')) },
  { path: PATHS.choose, page: lazyPage(() => import('../../features/auth/pages/ChoosePage')) },
  {
    path: PATHS.forgetPassword,
    page: lazyPage(() => import('../../features/auth/pages/ForgetPasswordPage')),
  },
  {
    path: PATHS.account,
    page: lazyPage(() => import('../../features/settings/pages/AccountPage')),
    auth: true,
  },
];
