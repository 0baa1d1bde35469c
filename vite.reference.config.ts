import { fileURLToPath } from 'node:url';
import { defineConfig, type ConfigEnv, type PluginOption, type UserConfig } from 'vite';
import appConfig from './vite.config.ts';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The reference page of `npm run lighthouse` (bench/reference): the app's own Vite configuration
// (the same plugins, resolution, target and chunking rules), minus the service worker, built into
// dist-bench/ and served from /h5/reference/ by the measuring script only. Never shipped: dist/
// never holds it. The reference has no routes: the app's first-page chunks and preloading stay
// out too.
const isAppOnly = (plugin: PluginOption) =>
  !!plugin &&
  typeof plugin === 'object' &&
  'name' in plugin &&
  (plugin.name.startsWith('vite-plugin-pwa') ||
    ['early-preload', 'first-page-groups'].includes(plugin.name));

export default defineConfig((env: ConfigEnv): UserConfig => {
  const app = (typeof appConfig === 'function' ? appConfig(env) : appConfig) as UserConfig;
  return {
    ...app,
    root: at('./bench/reference'),
    base: '/h5/reference/',
    publicDir: false,
    plugins: (app.plugins ?? []).flat().filter((plugin) => !isAppOnly(plugin as PluginOption)),
    build: { ...app.build, outDir: at('./dist-bench/reference'), emptyOutDir: true },
  };
});
