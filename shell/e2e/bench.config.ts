// `pnpm --filter @farmplate/shell bench:board`: browser-side benches of the composed production
// build (`pnpm build` first). Each bench starts the server it needs; nothing here is a test gate.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 180_000,
  reporter: [['list']],
  outputDir: '../test-results/bench',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
