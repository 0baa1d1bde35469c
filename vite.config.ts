import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';

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

// The app is served under /h5/ with hash routing; /api (and its socket) goes to the server.
export default defineConfig(({ command }) => ({
  base: '/h5/',
  // Worktrees share one node_modules: VITE_CACHE_DIR gives each its own pre-bundled deps.
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  plugins: [react(), antdEnglishFallback],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
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
    // Each lazy page's import would carry the list of every chunk it needs, and the route table has
    // one per page: that list lives in the entry chunk, which the login page loads first. Keep only
    // the CSS (a page must not paint unstyled); JS dependencies load as the browser discovers them.
    modulePreload: {
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    rolldownOptions: {
      // The app's barrels (index.ts files that only re-export) have no side effects. Saying so
      // lets a page take just the modules it uses from a barrel: without it, every module a
      // barrel re-exports counts as imported by the page, and code that only other pages use
      // (say the register page's agreement checkbox) ends up in a chunk the login page loads.
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/]src[\\/](components[\\/](form|LanguagePicker)|features[\\/]auth([\\/]schemas)?|api[\\/]generated[\\/](model|endpoints))[\\/]index\.ts$/,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // echarts is heavy and only the k-line page needs it: keep it out of the entry chunk.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
}));
