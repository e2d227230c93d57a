import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; remount(): Promise<void> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
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

/**
 * One Storybook preview per worker, switched from story to story the way the Storybook UI does it
 * (the preview's channel), rather than loading its bundle anew for each of 400 stories. Axe runs
 * in the story tests (vitest's storybook project); here it would only slow each render down.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(
        `${process.env.STORYBOOK_URL}/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=a11y.manual:!true`,
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the story `id` has rendered and its play function has ended, or fails with why. */
async function storySettled(page: Page, id: string) {
  const handle = await page.waitForFunction((storyId) => {
    const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== storyId) return false;
    return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase;
  }, id);
  expect(await handle.jsonValue(), `the story ${id} rendered`).toBe('finished');
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }) => {
    await page.evaluate((storyId) => {
      (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, story.id);
    // A story's play function may still be clicking or waiting: shoot only the state it ends in.
    await storySettled(page, story.id);
    // Korean glyphs come from the bundled web font, fetched as the first render asks for them.
    // Mount the story again once they are in, so whatever it measures at mount (scroll positions,
    // clamped text) is measured with the final glyphs rather than racing the font.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.remount();
    });
    await storySettled(page, story.id);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
