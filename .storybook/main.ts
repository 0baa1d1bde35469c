import { defineMain } from '@storybook/react-vite/node';

// CSF Next config. Story files may still be plain CSF3 objects; the preview's factory form only
// adds type inference for files that opt in to `preview.meta()`.
export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    '../stories/foundations/*.mdx',
    '../src/**/*.stories.tsx',
    '../stories/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // The MSW worker lives here, not in the app's public dir, so it never ships with the app.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    // The app is served under /h5/; Storybook serves from its own root. The app's delivery plugins
    // (service worker, precompressed copies, the first pages' chunks and preloading) are for the
    // app, not for the story catalogue.
    const appOnly = ['precompress', 'vite-plugin-pwa', 'early-preload', 'first-page-groups'];
    const plugins = config.plugins
      ?.flat()
      .filter(
        (plugin) => !(plugin && 'name' in plugin && appOnly.some((n) => plugin.name.startsWith(n))),
      );
    return { ...config, base: './', plugins };
  },
});
