import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { compiledServerArgs, repoRoot, webDist } from './shop-server';

/**
 * The browser tests run against the real server (built web app + API) on a fresh embedded database
 * of their own, in Debian's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'oja-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // Spec files may run side by side (the tests inside one file in order): every test signs up
  // shoppers of its own, so they share the server safely. One worker per two cores: one test
  // already keeps two cores busy (Chromium, the server and its embedded database), and on this
  // 2-core machine two workers made each test about 2.3 times slower, the run slower as a whole.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /phone\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // At 360 px only what differs there: the pages with phone-only markup (the header's menu, the
      // account area, checkout) and the phone specs; axe audits every page at both widths.
      name: 'phone',
      testMatch: [/phone\//, /a11y\.spec/, /account\.spec/, /saved-alerts\.spec/, /checkout\.spec/],
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: [process.execPath, ...compiledServerArgs()].map((arg) => JSON.stringify(arg)).join(' '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      OJA_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      OJA_WEB_DIST: webDist,
      // Every spec signs up fresh shoppers, all from 127.0.0.1: the per-IP limits (not the
      // per-account ones) are raised as for many shoppers behind one carrier address.
      OJA_PER_IP_LIMIT_FACTOR: '20',
      // Refunds end when a spec says the gateway's event arrives (POST /sandbox/paystack/refunds/settle),
      // never on the sandbox's own clock in the middle of a check.
      OJA_SANDBOX_REFUND_SECONDS: '0',
    },
  },
});
