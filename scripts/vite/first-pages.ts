import type { EarlyPage } from './early-preload.ts';

// The pages a visit often starts on (login; the tab bar's Home, Market, Assets and Trust) and what
// each loads before its first screen: its page module (src/app/routes), the tab bar, and signed
// in, the HTTP client and its first calls (route.prefetch, started by preloadCurrentRoute).
// vite.config.ts cuts chunks along these sets
// (first-page-groups.ts) and has index.html ask for them (early-preload.ts); `npm run size` fails
// if login's or Home's first load holds a file the HTML does not ask for.
const TAB_EXTRAS = ['src/components/TabBar/TabBar.tsx'];
const SIGNED_IN = ['node_modules/axios/index.js'];
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
    signedIn: [...SIGNED_IN, 'src/features/home/prefetch.ts'],
    namespaces: ['home'],
  },
  {
    name: 'market',
    paths: ['/pages/trade/index'],
    modules: ['src/features/market/pages/MarketPage.tsx', ...TAB_EXTRAS],
    signedIn: SIGNED_IN,
    namespaces: ['market'],
    auth: true,
  },
  {
    name: 'assets',
    paths: ['/pages/assets/index'],
    modules: ['src/features/assets/pages/AssetsPage.tsx', ...TAB_EXTRAS],
    signedIn: [...SIGNED_IN, 'src/features/assets/prefetch.ts'],
    namespaces: ['assets', 'deposit'],
    auth: true,
  },
  {
    name: 'trust',
    paths: ['/pages/template/index'],
    modules: ['src/features/trust/pages/TrustIndexPage.tsx', ...TAB_EXTRAS],
    signedIn: [...SIGNED_IN, 'src/features/trust/prefetch.ts'],
    namespaces: ['trust'],
    auth: true,
  },
];
