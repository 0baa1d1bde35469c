import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of assets. */
export const assetsRoutes: readonly AppRoute[] = [
  {
    path: PATHS.assets,
    page: lazyPage(() => import('../../features/assets/pages/AssetsPage'), ['assets', 'deposit']),
    auth: true,
    prefetch: () => import('../../features/assets/prefetch').then((m) => m.prefetchAssetsIndex()),
  },
  {
    path: PATHS.assetsTradeAccount,
    page: lazyPage(() => import('../../features/assets/pages/TradeAccountPage')),
    auth: true,
  },
  {
    path: PATHS.assetsCoin,
    page: lazyPage(() => import('../../features/assets/pages/CoinPage'), ['assets', 'deposit']),
    auth: true,
  },
  {
    path: PATHS.assetsRecord,
    page: lazyPage(() => import('../../features/assets/pages/RecordPage')),
    auth: true,
  },
  {
    path: PATHS.assetsTransfer,
    page: lazyPage(() => import('../../features/assets/pages/TransferPage')),
    auth: true,
  },
  {
    path: PATHS.assetsTransferRecord,
    page: lazyPage(() => import('../../features/assets/pages/TransferRecordPage')),
    auth: true,
  },
];
