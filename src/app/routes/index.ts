import { assetsRoutes } from './assets';
import { communityRoutes } from './community';
import { depositRoutes } from './deposit';
import { derivativesRoutes } from './derivatives';
import { exchangeRoutes } from './exchange';
import { kycRoutes } from './kyc';
import { liabilitiesRoutes } from './liabilities';
import { marketRoutes } from './market';
import { otcRoutes } from './otc';
import { publicationRoutes } from './publication';
import { securityRoutes } from './security';
import { signInRoutes } from './signIn';
import { trustRoutes } from './trust';
import { withdrawRoutes } from './withdraw';
import type { AppRoute } from './types';

export type { AppRoute } from './types';

// The one route table: every path is a spec page path (spec section 2, routes.tsv), from PATHS,
// one list per area. Only pages that exist are registered; an unknown path shows the not-found page.
export const ROUTES: readonly AppRoute[] = [
  ...signInRoutes,
  ...assetsRoutes,
  ...liabilitiesRoutes,
  ...securityRoutes,
  ...kycRoutes,
  ...exchangeRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
  ...publicationRoutes,
  ...communityRoutes,
  ...derivativesRoutes,
  ...trustRoutes,
  ...marketRoutes,
  ...otcRoutes,
];
