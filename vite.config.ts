import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// react-router's package exports only its development build (dev-only checks and warnings);
// the production build it ships next to it is what a production bundle should contain.
// Both entries come from the same folder, so there is still one copy of the router.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The app is served under /h5/ with hash routing; /api (and its socket) goes to the server.
export default defineConfig(({ command }) => ({
  base: '/h5/',
  plugins: [react()],
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
    include: [
      'antd-mobile/es/components/button',
      'antd-mobile/es/components/check-list',
      'antd-mobile/es/components/checkbox',
      'antd-mobile/es/components/config-provider',
      'antd-mobile/es/components/dialog',
      'antd-mobile/es/components/dot-loading',
      'antd-mobile/es/components/input',
      'antd-mobile/es/components/list',
      'antd-mobile/es/components/number-keyboard',
      'antd-mobile/es/components/passcode-input',
      'antd-mobile/es/components/popup',
      'antd-mobile/es/components/pull-to-refresh',
      'antd-mobile/es/components/search-bar',
      'antd-mobile/es/components/skeleton',
      'antd-mobile/es/components/spin-loading',
      'antd-mobile/es/components/tab-bar',
      'antd-mobile/es/components/tabs',
      'antd-mobile/es/components/tag',
      'antd-mobile/es/components/toast',
      'antd-mobile/es/utils/unstable-render',
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    target: 'es2022',
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
