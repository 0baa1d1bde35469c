import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of security. */
export const securityRoutes: readonly AppRoute[] = [
  {
    path: PATHS.security,
    page: lazyPage(() => import('../../features/security/pages/SecurityPage')),
    auth: true,
  },
  {
    path: PATHS.changePassword,
    page: lazyPage(() => import('../../features/security/pages/ChangePasswordPage')),
    auth: true,
  },
  {
    path: PATHS.changePayPassword,
    page: lazyPage(() => import('../../features/security/pages/ChangePayPasswordPage')),
    auth: true,
  },
  {
    path: PATHS.devices,
    page: lazyPage(() => import('../../features/security/pages/DevicesPage')),
    auth: true,
  },
  {
    path: PATHS.activity,
    page: lazyPage(() => import('../../features/security/pages/ActivityPage')),
    auth: true,
  },
  {
    path: PATHS.antiPhishing,
    page: lazyPage(() => import('../../features/security/pages/AntiPhishingPage')),
    auth: true,
  },
  {
    path: PATHS.authenticator,
    page: lazyPage(() => import('../../features/security/pages/AuthenticatorPage')),
    auth: true,
  },
  {
    path: PATHS.passkeys,
    page: lazyPage(() => import('../../features/security/pages/PasskeysPage')),
    auth: true,
  },
  {
    path: PATHS.addressList,
    page: lazyPage(() => import('../../features/security/pages/AddressListPage')),
    auth: true,
  },
  {
    path: PATHS.addressCreate,
    page: lazyPage(() => import('../../features/security/pages/AddressCreatePage')),
    auth: true,
  },
  {
    path: PATHS.addressCoins,
    page: lazyPage(() => import('../../features/security/pages/AddressCoinsPage')),
    auth: true,
  },
];
