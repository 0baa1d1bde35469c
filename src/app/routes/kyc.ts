import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of kyc. */
export const kycRoutes: readonly AppRoute[] = [
  {
    path: PATHS.verification,
    page: lazyPage(() => import('../../features/kyc/pages/VerificationPage')),
    auth: true,
  },
  {
    path: PATHS.verificationBasic,
    page: lazyPage(() => import('../../features/kyc/pages/BasicVerificationPage')),
    auth: true,
  },
  {
    path: PATHS.verificationAdvanced,
    page: lazyPage(() => import('../../features/kyc/pages/AdvancedVerificationPage')),
    auth: true,
  },
];
