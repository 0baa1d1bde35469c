import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of exchange. */
export const exchangeRoutes: readonly AppRoute[] = [
  {
    path: PATHS.flashExchange,
    page: lazyPage(() => import('../../features/exchange/pages/FlashPage')),
    auth: true,
  },
  {
    path: PATHS.gift,
    page: lazyPage(() => import('../../features/exchange/pages/GiftPage')),
    auth: true,
  },
];
