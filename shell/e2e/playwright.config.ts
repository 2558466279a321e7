// Browser tests of the composed production build (`pnpm build` first), served by the real API
// server with a fresh temporary database. Chromium is Debian's: no browser is ever downloaded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free TCP port, found synchronously (the config must be known before anything starts). */
const freePort = (): string =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// Playwright loads this file in its runner and again in each worker: pick the port and the
// database folder once and hand them down through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'farmplate-e2e-'));

/** E2E_BASE_URL runs the suite against a server that is already up (e.g. `pnpm start`). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 may build its address-bar popup as a web page in a renderer of its own
  // (chrome://omnibox-popup.top-chrome): in one trace of three, 1.8 s of CPU on the cores the tests use.
  // Chromium merges this list with Playwright's own --disable-features (chrome://version shows both)
  '--disable-features=WebUIOmniboxPopup',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // releases.spec.ts builds and registers releases in the server this suite starts (its release
  // folder and database), and live-updates.spec.ts starts and restarts a server of its own from
  // the local build: neither runs against a server that is already up
  testIgnore: external ? ['releases.spec.ts', 'live-updates.spec.ts'] : [],
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: external
    ? undefined
    : {
        command: 'pnpm --filter @farmplate/api-server start',
        cwd: path.resolve(__dirname, '../..'),
        url: `${baseURL}/remotes.json`,
        env: {
          PORT: process.env.E2E_PORT,
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_REQUESTS: 'false',
          // Logins of every spec file come from one address: do not let the limiter get in the way.
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
