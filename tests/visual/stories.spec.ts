import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; remount(): Promise<void> } };
}

const index = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../apps/storybook/storybook-static/index.json',
    ),
    'utf8',
  ),
) as { entries: Record<string, IndexEntry> };

// Stories tagged `no-visual` move while they are shown (their play functions scroll or load); they
// stay interaction tests, but a screenshot of them would depend on timing.
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor();
    const storyFinished = () =>
      page.waitForFunction(
        () =>
          (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ===
          'finished',
      );
    // A story's play function may still be clicking or waiting: shoot only the state it ends in.
    await storyFinished();
    // Korean glyphs come from the bundled web font, fetched as the first render asks for them.
    // Mount the story again once they are in, so whatever it measures at mount (scroll positions,
    // clamped text) is measured with the final glyphs rather than racing the font.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.remount();
    });
    await storyFinished();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
