import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './serve-storybook.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['dot']],
  timeout: 30_000,
  outputDir: './test-results',
  expect: {
    // Anti-aliasing may differ by a few pixels between runs; real changes move far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
  use: {
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
