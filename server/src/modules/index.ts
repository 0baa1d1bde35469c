import type { HandlerFactory } from '../http/context.ts';
import { assetsHandlers } from './assets/handlers.ts';
import { codeHandlers } from './codes/handlers.ts';
import { depositHandlers } from './deposit/handlers.ts';
import { exchangeHandlers } from './exchange/handlers.ts';
import { kycHandlers } from './kyc/handlers.ts';
import { leverHandlers } from './lever/handlers.ts';
import { optionHandlers } from './options/handlers.ts';
import { lookupHandlers } from './lookups/handlers.ts';
import { spotHandlers } from './spot/handlers.ts';
import { marketHandlers } from './market/handlers.ts';
import { miningHandlers } from './mining/handlers.ts';
import { miningAdminHandlers } from './mining/admin-handlers.ts';
import { newsHandlers } from './news/handlers.ts';
import { contentHandlers } from './news/admin-handlers.ts';
import { publicationHandlers } from './publication/handlers.ts';
import { referralHandlers } from './referral/handlers.ts';
import { securityHandlers } from './security/handlers.ts';
import { deviceHandlers } from './devices/handlers.ts';
import { passkeyHandlers } from './passkeys/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { secondFactorHandlers } from './second-factor/handlers.ts';
import { taskHandlers } from './tasks/handlers.ts';
import { userHandlers } from './users/handlers.ts';
import { bankbindHandlers } from './bankbind/handlers.ts';
import { withdrawHandlers } from './withdraw/handlers.ts';
import { otcHandlers } from './otc/handlers.ts';
import { otcAdminHandlers } from './otc/admin-handlers.ts';
import { coinsAdminHandlers } from './coins/admin-handlers.ts';
import { projectsAdminHandlers } from './publication/admin-handlers.ts';
import { derivativesAdminHandlers } from './derivatives-admin/handlers.ts';
import { partnersAdminHandlers } from './referral/admin-handlers.ts';
import { spotAdminHandlers } from './spot/admin-handlers.ts';
import { operatorHandlers } from './operators/handlers.ts';
import { systemHandlers } from './instances/handlers.ts';
import { operatorUserHandlers } from './operators/users/handlers.ts';
import { settingsHandlers } from './settings/handlers.ts';
import { liabilitiesHandlers } from './liabilities/handlers.ts';
// trust
import { copytradeHandlers } from './copytrade/handlers.ts';
import { copytradeAdminHandlers } from './copytrade/admin-handlers.ts';
import { trustHandlers } from './trust/handlers.ts';
import { trustAdminHandlers } from './trust/admin-handlers.ts';

/** Every feature's operation handlers; a new feature adds its factory here, one per line. */
export const handlerFactories: HandlerFactory[] = [
  lookupHandlers,
  codeHandlers,
  userHandlers,
  securityHandlers,
  deviceHandlers,
  secondFactorHandlers,
  passkeyHandlers,
  notificationHandlers,
  assetsHandlers,
  kycHandlers,
  exchangeHandlers,
  publicationHandlers,
  miningHandlers,
  miningAdminHandlers,
  newsHandlers,
  referralHandlers,
  taskHandlers,
  optionHandlers,
  leverHandlers,
  depositHandlers,
  trustHandlers,
  trustAdminHandlers,
  copytradeHandlers,
  copytradeAdminHandlers,
  marketHandlers,
  spotHandlers,
  withdrawHandlers,
  bankbindHandlers,
  otcHandlers,
  otcAdminHandlers,
  coinsAdminHandlers,
  projectsAdminHandlers,
  derivativesAdminHandlers,
  partnersAdminHandlers,
  spotAdminHandlers,
  operatorHandlers,
  systemHandlers,
  operatorUserHandlers,
  contentHandlers,
  settingsHandlers,
  liabilitiesHandlers,
];
