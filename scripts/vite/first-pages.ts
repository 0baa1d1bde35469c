import { callKey } from '../../src/api/earlyCalls.ts';
import { BANNER_QUERY, NOTICES_QUERY } from '../../src/features/home/queries.ts';
import type { EarlyPage } from './early-preload.ts';

// The pages a visit often starts on (login; the tab bar's Home, Market, Assets and Trust) and what
// each loads before its first screen: its page module (src/app/routes), the tab bar, and signed
// in, the HTTP client and its first calls (route.prefetch, started by preloadCurrentRoute). Those
// calls that need nothing but the session are started by index.html itself (`calls`): a unit test
// (tests/unit/app/prefetch.test.ts) checks that each is one the page's prefetch makes.
// vite.config.ts cuts chunks along these sets
// (first-page-groups.ts) and has index.html ask for them (early-preload.ts); `npm run size` fails
// if login's or Home's first load holds a file the HTML does not ask for.
const TAB_EXTRAS = ['src/components/TabBar/TabBar.tsx'];
// Calls of more than one first page: the coin icons' catalog, the bell's count (Home, Assets).
const COINS = callKey('GET', '/coins');
const BELL = callKey('GET', '/notifications/unread');
export const LOGIN: EarlyPage = {
  name: 'login',
  paths: ['/', '/pages/user/login/login'],
  modules: ['src/features/auth/pages/LoginPage.tsx'],
};
export const EARLY_PAGES: EarlyPage[] = [
  {
    name: 'home',
    paths: ['/pages/index/index'],
    modules: ['src/features/home/pages/HomePage.tsx', ...TAB_EXTRAS],
    signedIn: ['src/features/home/prefetch.ts'],
    namespaces: ['home'],
    calls: [
      callKey('GET', '/currency/quotation_new'),
      callKey('POST', '/news/list', null, BANNER_QUERY),
      callKey('POST', '/news/list', null, NOTICES_QUERY),
      BELL,
      COINS,
    ],
  },
  {
    name: 'market',
    paths: ['/pages/trade/index'],
    modules: ['src/features/market/pages/MarketPage.tsx', ...TAB_EXTRAS],
    namespaces: ['market'],
    auth: true,
    calls: [
      callKey('GET', '/currency/quotation_new'),
      callKey('GET', '/currency/user_currency_list'),
      COINS,
    ],
  },
  {
    name: 'assets',
    paths: ['/pages/assets/index'],
    modules: ['src/features/assets/pages/AssetsPage.tsx', ...TAB_EXTRAS],
    signedIn: ['src/features/assets/prefetch.ts'],
    namespaces: ['assets', 'deposit'],
    // The coin icons' catalog too, though only holdings show icons: an account with none (a new
    // one) leaves that answer untaken, a small question asked for nothing, where the accounts
    // that hold coins would otherwise load the HTTP client before their first screen.
    calls: [callKey('POST', '/wallet/list'), BELL, COINS],
    auth: true,
  },
  {
    name: 'trust',
    paths: ['/pages/template/index'],
    modules: ['src/features/trust/pages/TrustIndexPage.tsx', ...TAB_EXTRAS],
    signedIn: ['src/features/trust/prefetch.ts'],
    namespaces: ['trust'],
    calls: [
      callKey('GET', '/lh/deposit/report', { family: 'hosting' }),
      callKey('GET', '/lh/deposit/config', { family: 'hosting' }),
      COINS,
    ],
    auth: true,
  },
];
