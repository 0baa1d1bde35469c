import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of trust. */
export const trustRoutes: readonly AppRoute[] = [
  {
    path: PATHS.trust,
    page: lazyPage(() => import('../../features/trust/pages/TrustIndexPage'), ['trust', 'finance']),
    auth: true,
    prefetch: () => import('../../features/trust/prefetch').then((m) => m.prefetchTrustIndex()),
  },
  {
    path: PATHS.trustDetail,
    page: lazyPage(() => import('../../features/trust/pages/TrustDetailPage')),
    auth: true,
  },
  {
    path: PATHS.trustRecord,
    page: lazyPage(() => import('../../features/trust/pages/TrustRecordPage')),
    auth: true,
  },
  {
    path: PATHS.finance,
    page: lazyPage(() => import('../../features/trust/pages/FinanceIndexPage')),
    auth: true,
  },
  {
    path: PATHS.financeBuy,
    page: lazyPage(() => import('../../features/trust/pages/FinanceBuyPage')),
    auth: true,
  },
  {
    path: PATHS.financeOrders,
    page: lazyPage(() => import('../../features/trust/pages/FinanceOrdersPage')),
    auth: true,
  },
  {
    path: PATHS.financeRule,
    page: lazyPage(() => import('../../features/trust/pages/FinanceRulePage')),
    auth: true,
  },
];
