import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of derivatives. */
export const derivativesRoutes: readonly AppRoute[] = [
  {
    path: PATHS.option,
    page: lazyPage(() => import('../../features/options/pages/OptionPage')),
    auth: true,
  },
  {
    path: PATHS.lever,
    page: lazyPage(() => import('../../features/lever/pages/LeverPage')),
    auth: true,
  },
];
