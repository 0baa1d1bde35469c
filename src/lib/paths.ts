// Page paths are the spec's page paths (spec section 2, routes.tsv), used by the route table,
// links and redirects alike. Pure: no navigation happens here.
export const PATHS = {
  login: '/pages/user/login/login',
  register: '/pages/user/login/register',
  choose: '/pages/user/login/choose',
  forgetPassword: '/pages/user/login/forgetPassword',
  home: '/pages/index/index',
  market: '/pages/trade/index',
  option: '/pages/option/detail',
  trust: '/pages/template/index',
  assets: '/pages/assets/index',
  settings: '/pages/settings/index',
  language: '/pages/settings/language/language',
  account: '/pages/settings/account/index',
  notificationSettings: '/pages/settings/notifications',
  // assets
  assetsTradeAccount: '/pages/assets/tradeAccount',
  assetsRecord: '/pages/assets/record',
  assetsTransfer: '/pages/assets/transfersd/hzindex',
  assetsTransferRecord: '/pages/assets/transfersd/hzrecord',
  assetsCoin: '/pages/assets/coin',
  // proof of liabilities (issue 37): the public snapshots, and the check of one's own balances
  liabilities: '/pages/liabilities/index',
  liabilitiesVerify: '/pages/liabilities/verify',
  // security
  security: '/pages/settings/security/index',
  changePassword: '/pages/settings/security/changePassword',
  changePayPassword: '/pages/settings/security/changePayPassword',
  devices: '/pages/settings/security/devices',
  activity: '/pages/settings/security/activity',
  antiPhishing: '/pages/settings/security/antiPhishing',
  authenticator: '/pages/settings/security/authenticator',
  passkeys: '/pages/settings/security/passkeys',
  addressList: '/pages/user/address/address',
  addressCreate: '/pages/user/address/create',
  addressCoins: '/pages/user/address/index',
  // kyc
  verification: '/pages/verification/index',
  verificationBasic: '/pages/verification/basic',
  verificationAdvanced: '/pages/verification/advanced',
  // exchange
  flashExchange: '/pages/assets/transfersd/index',
  gift: '/pages/assets/transfersd/sf',
  // deposit
  deposit: '/pages/assets/transfer/index',
  depositRecord: '/pages/assets/transfer/record',
  depositChain: '/pages/assets/deposit/index',
  depositCharge: '/pages/assets/deposit/charge',
  depositBank: '/pages/assets/depositm/index',
  // withdraw and bank binding
  withdraw: '/pages/assets/withdraw/index',
  withdrawRecord: '/pages/assets/withdraw/detail',
  withdrawBank: '/pages/assets/withdraw/bank/bank',
  bankBind: '/pages/bankbind/index',
  bankBindAdd: '/pages/bankbind/addbank',
  // publication (new-coin subscription) and mining
  publication: '/pages/publication/index',
  publicationDetails: '/pages/publication/details',
  publicationPurchase: '/pages/publication/purchase',
  mining: '/pages/wakuang/index',
  miningRelease: '/pages/wakuang/publication',
  miningConvert: '/pages/wakuang/convert',
  miningStakingRecords: '/pages/wakuang/zyjilu',
  miningBuyMachines: '/pages/wakuang/buy-machines',
  miningBuyLocal: '/pages/wakuang/buy-local',
  pledgeRule: '/pages/assets/transfersd/zyrule',
  pledgeList: '/pages/assets/transfersd/zylist',
  pledgeRecord: '/pages/assets/transfersd/zyrecord',
  // community: promotion, help center, notices, search, system pages
  promotion: '/pages/promotion/index',
  helpCenter: '/pages/help-center/center',
  helpRule: '/pages/help-center/rule',
  helpDetail: '/pages/help-center/detail',
  helpChat: '/pages/help-center/chat',
  notices: '/pages/notice/index',
  notifications: '/pages/notice/inbox',
  noticeDetail: '/pages/index/notice/notice',
  search: '/pages/index/search/index',
  chooseLocation: '/pages/system/choose-location',
  openLocation: '/pages/system/open-location',
  // derivatives (option is PATHS.option)
  lever: '/pages/lever/index',
  // trust and finance (trust itself is the tab above)
  trustDetail: '/pages/template/detail',
  trustRecord: '/pages/template/record',
  finance: '/pages/finance/index',
  financeBuy: '/pages/finance/buyPage',
  financeOrders: '/pages/finance/ordersPage',
  financeRule: '/pages/finance/rulePage',
  // market
  kline: '/pages/trade/kline',
  // OTC (peer-to-peer trading)
  otc: '/pages/otc/index',
  otcOrders: '/pages/otc/list',
  otcOrder: '/pages/otc/detail',
  otcTrader: '/pages/otc/hisdetail',
  otcMyAds: '/pages/otc/mylist',
  otcMyAd: '/pages/otc/mydetail',
} as const;

/** The five bottom tabs, in order (spec section 2). */
export const TAB_PATHS = [
  PATHS.home,
  PATHS.market,
  PATHS.option,
  PATHS.trust,
  PATHS.assets,
] as const;

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(path);

/** back-type 2 for tab pages, 1 for every other page (spec section 2). */
export type BackType = 1 | 2;

/** The login URL that brings the user back to `backpage` (a full path with its query). */
export function loginUrl(backpage: string): string {
  const path = backpage.split('?')[0] ?? backpage;
  const backtype: BackType = isTabPath(path) ? 2 : 1;
  return `${PATHS.login}?backpage=${encodeURIComponent(backpage)}&backtype=${backtype}`;
}

/**
 * Where to go after signing in: the decoded `backpage` when it is one of our pages, else home.
 * Only in-app paths are accepted, so a crafted link cannot send the user elsewhere.
 */
export function afterLoginPath(search: string, fallback: string = PATHS.home): string {
  const backpage = new URLSearchParams(search).get('backpage');
  if (!backpage || !backpage.startsWith('/pages/') || backpage.startsWith('/pages/user/login/')) {
    return fallback;
  }
  return backpage;
}
