import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  // The journeys run a dozen screens with an axe check on each, beside the server and a second
  // worker on two cores: a minute, not half of one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
