import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of withdraw and bank binding. */
export const withdrawRoutes: readonly AppRoute[] = [
  {
    path: PATHS.withdraw,
    page: lazyPage(() => import('../../features/withdraw/pages/WithdrawPage')),
    auth: true,
  },
  {
    path: PATHS.withdrawRecord,
    page: lazyPage(() => import('../../features/withdraw/pages/WithdrawRecordPage')),
    auth: true,
  },
  {
    path: PATHS.withdrawBank,
    page: lazyPage(() => import('../../features/withdraw/pages/WithdrawBankPage')),
    auth: true,
  },
  {
    path: PATHS.bankBind,
    page: lazyPage(() => import('../../features/bankbind/pages/BankBindPage')),
    auth: true,
  },
  {
    path: PATHS.bankBindAdd,
    page: lazyPage(() => import('../../features/bankbind/pages/BankBindAddPage')),
    auth: true,
  },
];
