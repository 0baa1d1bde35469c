import { PATHS } from '../../lib/paths';
import { lazyPage } from '../lazyPage';
import type { AppRoute } from './types';

/** Routes of publication and mining. */
export const publicationRoutes: readonly AppRoute[] = [
  {
    path: PATHS.publication,
    page: lazyPage(() => import('../../features/subscription/pages/ProjectListPage')),
    auth: true,
  },
  {
    path: PATHS.publicationDetails,
    page: lazyPage(() => import('../../features/subscription/pages/ProjectDetailPage')),
    auth: true,
  },
  {
    path: PATHS.publicationPurchase,
    page: lazyPage(() => import('../../features/subscription/pages/PurchasePage')),
    auth: true,
  },
  {
    path: PATHS.mining,
    page: lazyPage(() => import('../../features/mining/pages/MiningHomePage')),
    auth: true,
  },
  {
    path: PATHS.miningRelease,
    page: lazyPage(() => import('../../features/mining/pages/MinerReleasePage')),
    auth: true,
  },
  {
    path: PATHS.miningConvert,
    page: lazyPage(() => import('../../features/mining/pages/ConvertPage')),
    auth: true,
  },
  {
    path: PATHS.miningStakingRecords,
    page: lazyPage(() => import('../../features/mining/pages/StakingRecordsPage')),
    auth: true,
  },
  {
    path: PATHS.miningBuyMachines,
    page: lazyPage(() => import('../../features/mining/pages/BuyMachinesPage')),
    auth: true,
  },
  {
    path: PATHS.miningBuyLocal,
    page: lazyPage(() => import('../../features/mining/pages/BuyLocalPage')),
    auth: true,
  },
  {
    path: PATHS.pledgeRule,
    page: lazyPage(() => import('../../features/mining/pages/PledgeRulePage')),
    auth: true,
  },
  {
    path: PATHS.pledgeList,
    page: lazyPage(() => import('../../features/mining/pages/PledgeListPage')),
    auth: true,
  },
  {
    path: PATHS.pledgeRecord,
    page: lazyPage(() => import('../../features/mining/pages/PledgeRecordPage')),
    auth: true,
  },
];
