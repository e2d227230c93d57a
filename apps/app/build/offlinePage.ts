import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export interface OfflinePageOptions {
  /** The page's markup, relative to the app's root; the build adds its style sheet and script. */
  template: string;
  /** Its script, built as an entry of its own (`build.rolldownOptions.input`), which imports its CSS. */
  script: string;
  /** Where the page is written in the build. */
  fileName: string;
}

/**
 * Writes the offline page. Its script is a plain entry rather than a second HTML input: an HTML
 * entry gets Vite's modulepreload polyfill, which would then become a chunk shared with the app's
 * own entry (one more request before every first screen). This entry imports nothing the app
 * does, so the app's chunks come out as they were.
 */
export function offlinePage({ template, script, fileName }: OfflinePageOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'quotemarket:offline-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const scriptId = path.resolve(root, script);
      const entry = Object.values(bundle).find(
        (item): item is Rollup.OutputChunk =>
          item.type === 'chunk' && item.isEntry && item.facadeModuleId === scriptId,
      );
      if (!entry) throw new Error(`offlinePage: no entry chunk for ${script}`);
      if (entry.imports.length > 0 || entry.dynamicImports.length > 0)
        throw new Error(`offlinePage: ${script} must stand alone, but imports ${entry.imports}`);
      const styleSheets = [...(entry.viteMetadata?.importedCss ?? [])].map(
        (css) => `    <link rel="stylesheet" href="${base}${css}" />\n`,
      );
      const html = (await readFile(path.resolve(root, template), 'utf8')).replace(
        /\n\s*<\/head>/,
        `\n${styleSheets.join('')}    <script type="module" src="${base}${entry.fileName}"></script>\n  </head>`,
      );
      this.emitFile({ type: 'asset', fileName, source: html });
    },
  };
}
