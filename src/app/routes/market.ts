import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of market. */
export const marketRoutes: readonly AppRoute[] = [
  {
    path: PATHS.home,
    page: lazyPage(() => import('../../features/home/pages/HomePage'), ['home']),
    prefetch: () => import('../../features/home/prefetch').then((m) => m.prefetchHome()),
  },
  {
    path: PATHS.market,
    page: lazyPage(() => import('../../features/market/pages/MarketPage'), ['market']),
    auth: true,
  },
  { path: PATHS.kline, page: lazyPage(() => import('../../features/market/pages/KlinePage')) },
];
