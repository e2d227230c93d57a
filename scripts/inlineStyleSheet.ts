import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** `url(../fonts/x.woff2)`: a file the sheet names relative to itself (not `data:`, not absolute). */
const relativeUrl = /url\((?!['"]?(?:[a-z]+:|\/))['"]?([^'")]+)['"]?\)/g;

/**
 * Puts a stylesheet's text in the page's head as a `<style>` (the kit's `@quotemarket/ui/global.css`:
 * tokens, the digits' and the fallback's faces, base rules), resolved as the app resolves its
 * imports: from the kit's source in the buyer app, from its published `dist` in the console. Every
 * document, rendered by the server or not, carries it, so the first paint waits for no request and
 * hydration writes no global style (docs/decisions/0017). The server admits the element by its hash
 * (`inlineStyleTexts` in apps/api/src/http/security-headers.ts).
 *
 * A file the sheet names (the digits' font) is emitted into the build as Vite emits the files a
 * stylesheet it bundles names (one file, however many sheets name it), and a font is preloaded
 * from the head, so it can be at hand by the first paint (decision 0014). At low priority: the
 * page paints without it (its face swaps in), so it must not take a slow connection from what the
 * paint needs.
 */
export function inlineStyleSheet(specifier: string): Plugin {
  let config: ResolvedConfig;
  let file: string | undefined;
  /** The URL each `url()` of the sheet names → the file it names. */
  const named = new Map<string, string>();
  return {
    name: 'quotemarket:inline-style-sheet',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      file = (await this.resolve(specifier))?.id;
      if (!file) this.error(`inlineStyleSheet: cannot resolve ${specifier}`);
      this.addWatchFile(file);
      named.clear();
      const css = await readFile(file, 'utf8');
      for (const [, url] of css.matchAll(relativeUrl)) {
        const namedFile = path.resolve(path.dirname(file), url!);
        named.set(url!, namedFile);
        this.addWatchFile(namedFile);
        if (config.command === 'build') {
          this.emitFile({
            type: 'asset',
            name: path.basename(namedFile),
            originalFileName: path.relative(config.root, namedFile),
            source: await readFile(namedFile),
          });
        }
      }
    },
    // Before the title: after the charset, which must come in the first 1,024 bytes, and before
    // the styles the server puts in the head, so a component's rule follows the base rules.
    async transformIndexHtml(html, { bundle }) {
      if (!file) return html;
      if (!html.includes('<title>')) throw new Error('inlineStyleSheet: the page has no <title>');
      const served = new Map(
        [...named].map(([url, namedFile]) => {
          const original = path.relative(config.root, namedFile);
          const built = Object.values(bundle ?? {}).find(
            (output) => output.type === 'asset' && output.originalFileNames.includes(original),
          );
          // The dev server serves the file where it is.
          return [url, built ? `${config.base}${built.fileName}` : `${config.base}@fs${namedFile}`];
        }),
      );
      const css = (await readFile(file, 'utf8')).replace(relativeUrl, (whole, url: string) => {
        const href = served.get(url);
        return href ? `url(${href})` : whole;
      });
      const preloads = [...served.values()]
        .filter((href) => href.endsWith('.woff2'))
        .map(
          (href) =>
            `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin fetchpriority="low" />\n    `,
        );
      return html.replace(
        '<title>',
        () => `<style>${css}</style>\n    ${preloads.join('')}<title>`,
      );
    },
  };
}
