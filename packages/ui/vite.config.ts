import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { libraryConfig, pureStyledCalls } from '../../vite.library.ts';
import { commonFontFile, commonSheetFile } from './src/fonts/pretendardCommon.ts';
import { digitsFontFile } from './src/fonts/pretendardDigits.ts';
import { globalStyleSheet, globalStyleSheetFile } from './src/theme/globalStyleSheet.ts';

const root = import.meta.dirname;
const pretendardSheet = 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
const publishedSheet = 'fonts/pretendard-variable.css';
/** src/fonts/: the common subsets as one file and its sheet, published as they are. */
const commonSheet = `./fonts/${commonSheetFile}`;

export default libraryConfig({
  root,
  entries: {
    index: 'src/index.ts',
    fonts: 'src/fonts.ts',
    // The formatters alone, for the API's documents (the 견적서 PDF) without React.
    format: 'src/format.ts',
    'radix-is-hydrated': 'src/radix-is-hydrated.ts',
    'style-singleton': 'src/style-singleton.ts',
  },
  oxc: {
    plugins: {
      // Stable component ids, so server-rendered class names match the client's; templates become
      // calls so `pureStyledCalls` can mark them `/* @__PURE__ */` (see vite.library.ts).
      styledComponents: {
        ssr: true,
        displayName: true,
        fileName: true,
        transpileTemplateLiterals: true,
        pure: true,
      },
    },
  },
  plugins: [pureStyledCalls(), pretendardSubsets(), publishedGlobalStyleSheet()],
  paths: { [pretendardSheet]: `./${publishedSheet}` },
});

/**
 * The font ships as its woff2 subsets and their @font-face sheet, copied into `dist/fonts/`: a
 * consumer installs a few megabytes of fonts, not the whole 97 MB `pretendard` package. In the repo,
 * `src/fonts.ts` keeps importing the sheet from `pretendard` (a devDependency).
 */
function pretendardSubsets(): Plugin {
  const sheet = pretendardSheet;
  return {
    name: 'quotemarket:pretendard-subsets',
    apply: 'build',
    enforce: 'pre',
    // Kept an import of the published copy below, not bundled: a library build would inline the
    // font into the sheet as a data URL.
    resolveId(id, importer) {
      if (id === commonSheet && importer === path.join(root, 'src/fonts.ts')) {
        return { id, external: true };
      }
      return null;
    },
    writeBundle(options) {
      const from = path.dirname(path.join(root, 'node_modules', sheet));
      const source = fs.existsSync(from)
        ? from
        : path.dirname(path.join(root, '../../node_modules', sheet));
      const outDir = path.join(options.dir!, 'fonts');
      fs.mkdirSync(path.join(outDir, 'woff2'), { recursive: true });
      const css = fs
        .readFileSync(path.join(source, path.basename(sheet)), 'utf8')
        .replaceAll('./woff2-dynamic-subset/', './woff2/');
      fs.writeFileSync(path.join(options.dir!, publishedSheet), css);
      const subsets = path.join(source, 'woff2-dynamic-subset');
      for (const file of fs.readdirSync(subsets).filter((name) => name.endsWith('.woff2'))) {
        fs.copyFileSync(path.join(subsets, file), path.join(outDir, 'woff2', file));
      }
      for (const file of [commonSheetFile, commonFontFile, digitsFontFile]) {
        fs.copyFileSync(path.join(root, 'src/fonts', file), path.join(outDir, file));
      }
    },
  };
}

/**
 * `@quotemarket/ui/global.css` is published as src/theme/global.css is written, from the tokens,
 * naming the digits' file in `fonts/` beside it: a consumer puts it in its page's head, or imports
 * it where its bundler takes CSS.
 */
function publishedGlobalStyleSheet(): Plugin {
  return {
    name: 'quotemarket:global-style-sheet',
    apply: 'build',
    writeBundle(options) {
      fs.writeFileSync(path.join(options.dir!, globalStyleSheetFile), globalStyleSheet('./fonts'));
    },
  };
}
