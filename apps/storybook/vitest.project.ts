import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story becomes a test in real Chromium: it must render, its play function must pass, and
 * the a11y addon fails it on any axe violation. Pinned locale, time zone, viewport and motion keep
 * runs deterministic.
 */
export function storybookProject(executablePath: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath, args: chromiumArgs },
          contextOptions: { locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium', viewport: { width: 375, height: 812 } }],
      },
    },
  };
}
