import { PATHS } from '../../lib/paths';
import { withPullToRefresh } from '../../components/PageFrame/lazyParts';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of peer-to-peer (OTC) trading. */
export const otcRoutes: readonly AppRoute[] = [
  {
    path: PATHS.otc,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/OtcIndexPage'))),
    auth: true,
  },
  {
    path: PATHS.otcOrders,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/OrderListPage'))),
    auth: true,
  },
  {
    path: PATHS.otcOrder,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/OrderDetailPage'))),
    auth: true,
  },
  {
    path: PATHS.otcTrader,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/TraderPage'))),
    auth: true,
  },
  {
    path: PATHS.otcMyAds,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/MyAdsPage'))),
    auth: true,
  },
  {
    path: PATHS.otcMyAd,
    page: lazyPage(withPullToRefresh(() => import('../../features/otc/pages/MyAdDetailPage'))),
    auth: true,
  },
];
