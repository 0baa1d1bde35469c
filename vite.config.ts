import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyPreload } from './scripts/vite/early-preload.ts';
import { ANALYSIS_ENV, firstPageGroups } from './scripts/vite/first-page-groups.ts';
import { EARLY_PAGES, LOGIN } from './scripts/vite/first-pages.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { themeStyles } from './scripts/vite/theme.ts';
import { EARLY_CALLS_GLOBAL } from './src/api/earlyCalls.ts';
import { DEFAULT_LANG, LANG_STORAGE_KEY, LANGS } from './src/i18n/languages.ts';
import { light } from './src/components/theme/tokens.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// react-router's package exports only its development build (dev-only checks and warnings);
// the production build it ships next to it is what a production bundle should contain.
// Both entries come from the same folder, so there is still one copy of the router.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// antd-mobile's ConfigProvider falls back to its Chinese texts, so every first page would carry
// them; the app sets each language's texts itself (src/i18n/antd.ts, lazily), so the fallback can
// be English, which is antd-mobile's base locale and already loaded.
const antdEnglishFallback: Plugin = {
  name: 'antd-mobile-english-fallback',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../../locales/zh-CN' &&
      importer?.replaceAll('\\', '/').includes('antd-mobile/es/components/config-provider/')
    ) {
      return this.resolve('../../locales/en-US', importer, { skipSelf: true });
    }
    return null;
  },
};

// The shell's style sheets go to the end of <body>: there they block neither the splash above them
// (its CSS is inline) nor anything else, and module scripts still wait for them before running,
// so React never renders unstyled.
const stylesAfterSplash: Plugin = {
  name: 'styles-after-splash',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = links.reduce((page, link) => page.replace(link, ''), html);
      return rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
    },
  },
};

// Chunks of the pages a visit usually starts on: login, and the tab bar's Home, Market, Assets, Trust.
const FIRST_PAGES =
  /^assets\/(LoginPage|HomePage|MarketPage|AssetsPage|TrustIndexPage)-[\w-]+\.js$/;

// The analysis build leaves the service worker out, but the app imports its registration module.
const analysisStubs: Plugin = {
  name: 'first-pages-analysis-stubs',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : null),
  load: (id) => (id === '\0pwa-register-stub' ? 'export const registerSW = () => {};' : null),
};

// Chunks cut along the first pages' needs (scripts/vite/first-page-groups.ts).
const firstPageChunks = firstPageGroups(
  import.meta.dirname,
  fileURLToPath(import.meta.url),
  Object.fromEntries(
    [LOGIN, ...EARLY_PAGES].map((page) => [page.name, [...page.modules, ...(page.signedIn ?? [])]]),
  ),
);

// Installable app and offline shell (vite-plugin-pwa, Workbox). The service worker precaches the
// shell (index.html, the boot files, the first screen's translations, icons) and keeps every other
// hashed asset cache-first once used. It never touches /api or the socket: no route matches them,
// and money data must always come from the server. registerType 'prompt': a new version waits
// until the user chooses Reload (src/app/pwa).
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false, // registered from main.tsx in production builds: no inline script
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/h5/',
    name: 'CoinHub',
    short_name: 'CoinHub',
    description: 'CoinHub: trade, hold and grow crypto assets.',
    lang: 'en',
    start_url: '/h5/',
    scope: '/h5/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: light.bg,
    background_color: light.bg,
    // Generated from public/favicon.svg (npx pwa-assets-generator --preset minimal-2023).
    icons: [
      { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      {
        src: 'maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: [
      'index.html',
      'assets/{index,boot,rolldown-runtime,catalog}-*.{js,css}',
      'assets/{en,zh,hk,jp,kr,esp,th}-*.js',
    ],
    // Web Push: the push and notificationclick handlers (public/push-sw.js, plain script served
    // from /h5/ with no-cache). The browser stores imported scripts with the worker itself, so they
    // work offline, and a change to the file counts as a new version of the worker.
    importScripts: ['push-sw.js'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin\//],
    clientsClaim: true, // the first visit's page is controlled at once, so it can go offline
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Hashed file names never change content: once fetched, the cache answers.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/h5/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 500, maxAgeSeconds: 365 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

// The app is served under /h5/ with hash routing; /api (and its socket) goes to the server.
export default defineConfig(({ command }) => ({
  base: '/h5/',
  // Worktrees share one node_modules: VITE_CACHE_DIR gives each its own pre-bundled deps.
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  plugins: [
    react(),
    themeStyles(),
    antdEnglishFallback,
    stylesAfterSplash,
    // The first pages' analysis build (to memory) needs none of what follows; of the service
    // worker, only the name of its registration module.
    ...(process.env[ANALYSIS_ENV]
      ? [analysisStubs]
      : [
          firstPageChunks.plugin,
          earlyPreload({
            login: LOGIN,
            pages: EARLY_PAGES,
            languages: Object.fromEntries(LANGS.map((lang) => [lang, `src/i18n/core/${lang}.ts`])),
            namespaceModule: (lang, ns) => `src/i18n/locales/${lang}/${ns}.json`,
            catalogModule: 'src/i18n/catalog.ts',
            defaultLanguage: DEFAULT_LANG,
            languageKey: LANG_STORAGE_KEY,
            tokenKey: 'token', // src/api/session.ts
            apiBase: '/api',
            callsGlobal: EARLY_CALLS_GLOBAL,
          }),
          pwa,
          precompress(),
        ]),
  ],
  resolve: {
    alias: [
      // formik's four lodash helpers, from es-toolkit's lodash-compatible build: lodash-es set up
      // its internals (native Map, Set, Promise... probes) as formik's chunk loaded, a task of its
      // own before the login form could render. Everywhere, so tests run what ships.
      {
        find: /^lodash-es\/(clone|cloneDeep|isPlainObject|toPath)$/,
        replacement: 'es-toolkit/compat/$1',
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The app imports antd-mobile per component (see build): list those entries for the dev
  // optimizer up front, so it does not discover them mid-run and reload the page (Storybook tests).
  optimizeDeps: {
    // Crawl every page, story and visual test up front so a dependency first met in the middle of
    // a browser test run (decimal.js, qrcode, echarts...) does not make Vite reload the page.
    entries: ['src/**/*.tsx', 'stories/**/*.tsx', '.storybook/*.tsx', 'tests/visual/**/*.tsx'],
    include: [
      'antd-mobile/es/components/action-sheet',
      'antd-mobile/es/components/button',
      'antd-mobile/es/components/check-list',
      'antd-mobile/es/components/checkbox',
      'antd-mobile/es/components/config-provider',
      'antd-mobile/es/components/dialog',
      'antd-mobile/es/components/dot-loading',
      'antd-mobile/es/components/infinite-scroll',
      'antd-mobile/es/components/input',
      'antd-mobile/es/components/list',
      'antd-mobile/es/components/number-keyboard',
      'antd-mobile/es/components/passcode-input',
      'antd-mobile/es/components/popup',
      'antd-mobile/es/components/pull-to-refresh',
      'antd-mobile/es/components/search-bar',
      'antd-mobile/es/components/skeleton',
      'antd-mobile/es/components/tab-bar',
      'antd-mobile/es/components/tabs',
      'antd-mobile/es/components/tag',
      'antd-mobile/es/components/toast',
      'antd-mobile/es/utils/unstable-render',
      'browser-image-compression',
      'decimal.js',
      // market: the k-line chart's lazy chunk (pre-bundled, so opening it never reloads the page in dev)
      'echarts/core',
      'echarts/charts',
      'echarts/components',
      'echarts/renderers',
    ],
  },
  server: {
    port: 5173,
    // In a git worktree node_modules is a symlink to another checkout: let the dev server (and the
    // browser test runners) serve files from where it really lives.
    fs: {
      allow: [
        searchForWorkspaceRoot(process.cwd()),
        realpathSync(fileURLToPath(new URL('./node_modules', import.meta.url))),
      ],
    },
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    target: 'es2022',
    // The HTML preloads the entry's static imports. A lazy page's import preloads its style sheets,
    // and for the pages people open first (sign-in and the tab bar's), its scripts too, so they
    // arrive in one round of requests instead of a waterfall. Listing every page's scripts would
    // put all of those lists into the entry chunk the login page loads (~5 KB gzip).
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || FIRST_PAGES.test(filename)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    // `npm run size -- --by-source` builds with maps to attribute executed code to its sources.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      // The app's barrels (index.ts files that only re-export) have no side effects. Saying so
      // lets a page take just the modules it uses from a barrel: without it, every module a
      // barrel re-exports counts as imported by the page, and code that only other pages use
      // (say the register page's agreement checkbox) ends up in a chunk the login page loads.
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/]src[\\/](components[\\/](form|LanguagePicker)|features[\\/](auth([\\/]schemas)?|notifications)|api[\\/]generated[\\/](model|endpoints))[\\/]index\.ts$/,
            sideEffects: false,
          },
          // CommonJS packages without side effects that formik imports only for its withFormik and
          // connect HOCs, which the app does not use: without this they stay in every form's chunk.
          {
            test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // echarts is heavy and only the k-line page needs it: keep it out of the entry chunk.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 20 },
            // Everything the entry imports statically (React, the router, i18next, the query
            // client, the app shell): one file instead of two dozen small ones.
            // (main.tsx itself stays the entry chunk, which index.html and the manifest name.)
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id) => !/([\\/]src[\\/]main\.tsx|index\.html)$/.test(id),
              priority: 10,
            },
            // What the first pages load beyond the entry, one chunk per set of them that loads it.
            // A module's imports are loaded wherever it is, so they belong to the same set or a
            // larger one: they keep their own chunk instead of following the module into its.
            {
              name: firstPageChunks.name,
              debugName: 'first-pages',
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
