import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of peer-to-peer (OTC) trading. */
export const otcRoutes: readonly AppRoute[] = [
  {
    path: PATHS.otc,
    page: lazyPage(() => import('../../features/otc/pages/OtcIndexPage')),
    auth: true,
  },
  {
    path: PATHS.otcOrders,
    page: lazyPage(() => import('../../features/otc/pages/OrderListPage')),
    auth: true,
  },
  {
    path: PATHS.otcOrder,
    page: lazyPage(() => import('../../features/otc/pages/OrderDetailPage')),
    auth: true,
  },
  {
    path: PATHS.otcTrader,
    page: lazyPage(() => import('../../features/otc/pages/TraderPage')),
    auth: true,
  },
  {
    path: PATHS.otcMyAds,
    page: lazyPage(() => import('../../features/otc/pages/MyAdsPage')),
    auth: true,
  },
  {
    path: PATHS.otcMyAd,
    page: lazyPage(() => import('../../features/otc/pages/MyAdDetailPage')),
    auth: true,
  },
];
