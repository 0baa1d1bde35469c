import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.ts';
import { themeStyles } from './scripts/vite/theme.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The operator console (src/admin), served at /admin/ by the same server: a second build of its
// own, so nothing of it (antd, the console's screens) reaches the mobile app's bundle at /h5/,
// and the app's service worker and budgets never see it. `npm run build` runs both.
export default defineConfig({
  root: at('./src/admin'),
  base: '/admin/',
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: `${process.env.VITE_CACHE_DIR}-admin` } : {}),
  publicDir: false,
  plugins: [react(), themeStyles(), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: at('./dist-admin'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // A desktop tool on an office connection: the vendor chunk (~320 KB gzip: React, antd and its
    // CSS-in-JS) loads once and is cached for a year; the screens are small chunks of their own.
    chunkSizeWarningLimit: 1100,
    // antd is one library the console needs on every screen: one vendor chunk, cached for a year.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
