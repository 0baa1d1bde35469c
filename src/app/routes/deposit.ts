import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of deposit. */
export const depositRoutes: readonly AppRoute[] = [
  {
    path: PATHS.deposit,
    page: lazyPage(() => import('../../features/deposit/pages/DepositPage')),
    auth: true,
  },
  {
    path: PATHS.depositRecord,
    page: lazyPage(() => import('../../features/deposit/pages/DepositRecordPage')),
    auth: true,
  },
  {
    path: PATHS.depositChain,
    page: lazyPage(() => import('../../features/deposit/pages/ChainDepositPage')),
    auth: true,
  },
  {
    path: PATHS.depositCharge,
    page: lazyPage(() => import('../../features/deposit/pages/ChargePage')),
    auth: true,
  },
  {
    path: PATHS.depositBank,
    page: lazyPage(() => import('../../features/deposit/pages/FiatDepositPage')),
    auth: true,
  },
];
