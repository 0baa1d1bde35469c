import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { DEFAULT_VIEWPORT } from './.storybook/viewports.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Hinting off: steadier glyph edges in screenshots.
const CHROMIUM_ARGS_SCREENSHOTS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];

// A fresh object per project: vitest mutates browser configs, and sharing one breaks the second project.
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS_SCREENSHOTS },
      contextOptions: { reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' },
      actionTimeout: 10_000,
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { ...DEFAULT_VIEWPORT },
    screenshotFailures: false,
  };
}

// Story runs: one browser page at a time on a 2-core machine is faster than thrashing two.
const browserTest = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  maxWorkers: 1,
  // Screenshot diffs land where .gitignore already expects them.
  attachmentsDir: '.vitest-attachments',
};

const storiesProject = (name: string, initialGlobals: Record<string, unknown>) => ({
  extends: './vite.config.ts',
  plugins: [storybookTest({ configDir: '.storybook', initialGlobals })],
  // The MSW worker script is served from here (it is not in the app's public dir).
  publicDir: '.storybook/public',
  // One more try for a story that fails: twelve hundred stories on a loaded 2-core machine meet a
  // slow frame now and then (a dialog read while it was still appearing), and one such blip cost
  // a whole CI run. A story that is really broken fails both times.
  test: { name, browser: chromium(), ...browserTest, retry: 1 },
});

// Test projects. `npm test` (scripts/test.ts) runs them all; each can run alone with --project.
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // One happy-dom per worker instead of one per file (half the run went to building
          // them); each file still gets its own module context.
          pool: 'vmThreads',
          include: [
            'tests/{unit,ops}/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.ts',
          ],
          // The locale checks walk every key in seven languages: 2 s alone, over 5 s beside
          // typecheck and lint on a loaded 2-core machine (a CI run failed on the default 5 s).
          testTimeout: 20_000,
        },
      },
      // Two files at a time, each in its own worker process: every file has its own databases (PGlite
      // in memory, PostgreSQL databases of its own), temp dirs and ports, so they cannot collide.
      // A worker keeps its modules from file to file (isolate: false): the server's import, the
      // migrated PGlite template and the compiled contract schemas are paid once per worker, not
      // once per file. No server test mocks a module or stubs a global; each test builds its app.
      {
        test: {
          name: 'server',
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/tests/helpers/global-setup.ts'],
          setupFiles: ['server/tests/helpers/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      // Real server processes on one PostgreSQL database (tests/cluster): three serving as one, and
      // two scraped by a real Prometheus.
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['server/tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // Every story is a test: it renders, its play function passes, nothing throws.
      storiesProject('stories', { locale: 'en' }),
      // ...and again in Chinese, which catches missing keys and layouts that only fit English,
      // in the dark theme, so that axe checks every story's colours in both themes.
      storiesProject('stories-zh', { locale: 'zh', theme: 'dark' }),
      {
        extends: './vite.config.ts',
        publicDir: '.storybook/public',
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.tsx'],
          setupFiles: ['tests/visual/setup.ts'],
          browser: {
            ...chromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Pixelmatch already skips anti-aliased pixels; the same Chromium and fonts render
                // the same pixels, so any other difference (a word, a border, a tint) fails.
                // (A ratio of 0.2 % of a phone page hid a whole new tab label.)
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
              },
            },
          },
          ...browserTest,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
