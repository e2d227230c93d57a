import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Puts a stylesheet's text in the page's head as a `<style>` (the kit's `@quotemarket/ui/global.css`:
 * tokens, fallback face, base rules), resolved as the app resolves its imports: from the kit's
 * source in the buyer app, from its published `dist` in the console. Every document, rendered by
 * the server or not, carries it, so the first paint waits for no request and hydration writes no
 * global style (docs/decisions/0017). The server admits the element by its hash
 * (`inlineStyleTexts` in apps/api/src/http/security-headers.ts).
 */
export function inlineStyleSheet(specifier: string): Plugin {
  let file: string | undefined;
  return {
    name: 'quotemarket:inline-style-sheet',
    async buildStart() {
      file = (await this.resolve(specifier))?.id;
      if (!file) this.error(`inlineStyleSheet: cannot resolve ${specifier}`);
      this.addWatchFile(file);
    },
    // Before the title: after the charset, which must come in the first 1,024 bytes, and before
    // the styles the server puts in the head, so a component's rule follows the base rules.
    async transformIndexHtml(html) {
      if (!file) return html;
      if (!html.includes('<title>')) throw new Error('inlineStyleSheet: the page has no <title>');
      const css = await readFile(file, 'utf8');
      return html.replace('<title>', () => `<style>${css}</style>\n    <title>`);
    },
  };
}
