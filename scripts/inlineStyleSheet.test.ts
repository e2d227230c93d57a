import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { digitsFontFile } from '../packages/ui/src/fonts/pretendardDigits';
import { digitsFontUrl, globalStyleSheet } from '../packages/ui/src/theme/globalStyleSheet';
import { inlineStyleSheet } from './inlineStyleSheet';

// Inside the repository, so the kit resolves as it does for the apps.
const root = path.join(import.meta.dirname, '../node_modules/.cache/inline-style-sheet-test');

async function builtPage(html: string, conditions: string[]): Promise<string> {
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), html);
  await writeFile(path.join(root, 'src/main.ts'), 'document.title += "!";\n');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions },
    plugins: [inlineStyleSheet('@quotemarket/ui/global.css')],
    build: { outDir: 'dist' },
  });
  return readFile(path.join(root, 'dist/index.html'), 'utf8');
}

const page = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>견적마켓</title>
    <!--page-head-->
  </head>
  <body><script type="module" src="/src/main.ts"></script></body>
</html>`;

afterAll(() => rm(root, { recursive: true, force: true }));

describe('inlineStyleSheet', () => {
  it("puts the kit's global stylesheet in the head, after the charset and before the server's styles", async () => {
    const html = await builtPage(page, ['@quotemarket/source']);
    const builtFont = (await readdir(path.join(root, 'dist/assets'))).find((name) =>
      name.startsWith(digitsFontFile.replace('.woff2', '-')),
    );
    expect(builtFont).toMatch(/^PretendardVariable\.digits-[\w-]{8}\.woff2$/);
    const href = `/assets/${builtFont}`;
    const style = `<style>${globalStyleSheet().replace(digitsFontUrl, href)}</style>`;
    expect(html).toContain(style);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf(style));
    expect(html.indexOf(style)).toBeLessThan(html.indexOf('<!--page-head-->'));
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('emits the files the sheet names, fingerprinted, and preloads its fonts from the head', async () => {
    const html = await builtPage(page, ['@quotemarket/source']);
    const [, href] = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html) ?? [];
    expect(href).toBeDefined();
    expect(await readFile(path.join(root, 'dist', href!))).toEqual(
      await readFile(path.join(import.meta.dirname, '../packages/ui/src/fonts', digitsFontFile)),
    );
    const preload = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin fetchpriority="low" />`;
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<title>'));
  });

  it("resolves the file beside the published sheet, as the console does from the kit's dist", async () => {
    const html = await builtPage(page, []);
    expect(html).toMatch(/url\(\/assets\/PretendardVariable\.digits-[\w-]{8}\.woff2\)/);
  });

  it('refuses a page without a title, where it would not know where the head ends', async () => {
    await expect(
      builtPage(page.replace('<title>견적마켓</title>', ''), ['@quotemarket/source']),
    ).rejects.toThrow(/no <title>/);
  });
});
