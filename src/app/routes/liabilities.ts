import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of the proof of liabilities: the public snapshots, and the check of one's balances. */
export const liabilitiesRoutes: readonly AppRoute[] = [
  {
    path: PATHS.liabilities,
    page: lazyPage(
      () => import('../../features/liabilities/pages/ProofOfLiabilitiesPage'),
      ['liabilities'],
    ),
  },
  {
    path: PATHS.liabilitiesVerify,
    page: lazyPage(
      () => import('../../features/liabilities/pages/VerifyBalancesPage'),
      ['liabilities'],
    ),
    auth: true,
  },
];
