import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// End-to-end journeys through the real server (`npm start`) on an empty data directory, in the
// Debian Chromium at a phone viewport. The server's log (which carries the development outbox,
// i.e. the verification codes) is written to SERVER_LOG for the tests to read.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
export const SERVER_LOG = process.env.E2E_SERVER_LOG ?? join(dataDir, 'server.log');
// The local push service of the push journey (tests/e2e/notifications.spec.ts): the server may
// post pushes there besides the browsers' push services.
const PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? PORT + 1);
process.env.E2E_PUSH_PORT = String(PUSH_PORT);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_SERVER_LOG = SERVER_LOG;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  // On CI one retry, in a fresh worker with a fresh user: a journey that fails and then passes is
  // reported as flaky (with what its pages showed, see fixtures.ts) instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/start.ts > "${SERVER_LOG}" 2>&1`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PUSH_TEST_ORIGINS: `http://127.0.0.1:${PUSH_PORT}`,
    },
  },
});
