import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import {
  fontFacesManifestName,
  pageFontsMetaName,
  type FontFacesManifest,
} from '../packages/contract/src/web/page-rendering';
import { hydratedEventName } from '../packages/page-render/src/hydrationEvent';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A first screen worth preloading: its path pattern (`routePatterns`) and its page module. */
export interface PreloadedRoute {
  /** Relative, as the route table writes it: '' for `/`, 'product/home/:id/:nameEn', … */
  pattern: string;
  /** The page module the route's `lazy` imports, relative to the app's root. */
  page: string;
}

const scriptName = 'app-start';

/** `product/home/:id/:nameEn` → `^/product/home/[^/]+/[^/]+/?$` */
function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return body ? `^/${body}/?$` : '^/$';
}

/**
 * The chunks a chunk imports statically, itself included, transitively, in the order the browser
 * evaluates them: each after everything it imports (a depth-first post-order).
 */
function closure(
  bundle: OutputBundle,
  fileName: string,
  seen = new Set<string>(),
  entered = new Set<string>(),
): Set<string> {
  // `entered` (a chunk is entered before it is seen) ends an import cycle between chunks, which
  // Rollup can make, instead of looping.
  if (entered.has(fileName)) return seen;
  entered.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) closure(bundle, imported, seen, entered);
  seen.add(fileName);
  return seen;
}

/**
 * What the start script is given: the entry, its chunks, each first screen's own chunks, and the
 * stylesheets of font faces it links itself.
 */
interface StartPlan {
  entry: string;
  entryChunks: string[];
  routes: Array<readonly [pattern: string, chunks: string[]]>;
  fontFaces: string[];
}

/**
 * Whether a stylesheet declares font faces and nothing else (the kit's Pretendard subsets). Such a
 * sheet paints nothing by itself, so it need not hold the first paint back.
 */
export function declaresFontFacesOnly(css: string): boolean {
  const rest = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@font-face\s*\{[^}]*\}/g, '');
  return rest.trim() === '' && css.includes('@font-face');
}

/** One end of a `unicode-range` span, its `?` wildcards read as `wildcard` (0 or f). */
function codePointOf(end: string, wildcard: '0' | 'f'): number {
  return Number.parseInt(end.replace(/\?/g, wildcard), 16);
}

/** `U+0-7F, U+AC00, U+11??` → `[[0, 0x7f], [0xac00, 0xac00], [0x1100, 0x11ff]]` */
export function unicodeRangeSpans(range: string): Array<[number, number]> {
  return range.split(',').flatMap((span): Array<[number, number]> => {
    const [first = '', last] = span.trim().replace(/^u\+/i, '').split('-');
    const start = codePointOf(first, '0');
    const end = last === undefined ? codePointOf(first, 'f') : codePointOf(last, 'f');
    return Number.isNaN(start) || Number.isNaN(end) ? [] : [[start, end]];
  });
}

/**
 * The faces a stylesheet declares with a file of their own, in its order, each file's address
 * resolved against the sheet's (`sheetHref`, a path from the site's root).
 */
export function fontFacesOf(css: string, sheetHref: string): FontFacesManifest['faces'] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const file = /\bsrc\s*:[^;]*?url\(\s*["']?([^"')]+)/.exec(body)?.[1];
    if (!file) return [];
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1];
    return [
      {
        href: new URL(file, new URL(sheetHref, 'https://site.invalid')).pathname,
        ranges: range ? unicodeRangeSpans(range) : [[0, 0x10ffff]],
      },
    ];
  });
}

/**
 * `f(painted)`, the start script's linking of the font faces' stylesheets. On a page the browser has
 * not painted yet, it links them: the subsets the text needs are asked for as it is laid out.
 *
 * On a page already painted in the fallback font, it does not let a sheet apply until the subsets
 * the page's text needs have arrived. A sheet of faces that applies makes the browser lay out
 * all the page's text again ("fonts changed"), and each subset that arrives after that makes it
 * do so once more: three layouts of the whole page (one in a cold renderer, where fonts load for
 * the first time, cost 60–90 ms unthrottled) where one does. So the sheet is linked for print,
 * which the screen ignores, and the files the server named in the page (`pageFontsMetaName`: those
 * its text draws from) are preloaded beside it. When the sheet and the files have all arrived (or
 * failed, or 3 s have passed) the sheet turns to every medium and draws in faces that are ready:
 * one layout. A face a later screen needs loads as the text needing it is laid out, as before.
 */
const linkFontFaces =
  'function f(w){var n=1,k=false;function a(){if(!k){k=true;l.forEach(function(e){e.media="all"})}}function d(){if(!--n)a()}' +
  'var l=p.fontFaces.map(function(h){var e=document.createElement("link");e.rel="stylesheet";e.crossOrigin="";e.href=h;if(w){n++;e.media="print";e.onload=e.onerror=d}document.head.appendChild(e);return e});' +
  `if(!w)return;setTimeout(a,3000);var m=document.querySelector('meta[name="${pageFontsMetaName}"]');` +
  '(m?m.content.split(" "):[]).forEach(function(h){if(!h)return;n++;var e=document.createElement("link");e.rel="preload";e.as="font";e.type="font/woff2";e.crossOrigin="";e.href=h;e.onload=e.onerror=d;document.head.appendChild(e)});d()}';

/**
 * `v(run)`: runs `run` once the page's first paint has reached the screen, as the browser reports
 * it (the `first-contentful-paint` entry). The next animation frame comes before that: its task
 * runs while the frame is still on its way to the screen, so requests made then start before the
 * paint is shown, and Lighthouse, which counts every request started before the largest paint
 * as on the way to it, counted the fonts and the app's code too in some runs (the login's LCP
 * 0.9 s in one, 2.1 s in the next). Where the browser does not report paints, or has not within
 * a second, the next animation frame does.
 */
const afterFirstPaint =
  'function v(run){var d=false;function go(){if(!d){d=true;setTimeout(run,0)}}' +
  'var t=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes||[],w=t.indexOf("paint")>=0;' +
  'if(w){var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}' +
  'requestAnimationFrame(function(){setTimeout(go,w?1000:0)})}';

/** What holds a tap until the page is hydrated: the controls the server's markup cannot run. */
const heldControls = 'button,[role="button"],input[type="checkbox"],input[type="radio"],label';

/**
 * The start script (classic, so `defer` runs it once the document is parsed), of the buyer app and
 * the dealer console alike. For a page the server rendered (decisions 0009, 0013) it waits for that
 * page's first paint to be shown (`afterFirstPaint`), then asks for the app's code: the entry, its
 * chunks and the page's own (`modulepreload`, three to a task: each request costs the main thread
 * 1-3 ms, 4-12 ms at Lighthouse's 4x, and a phone's would otherwise be held for one long task), so
 * none of it competes with the styles, fonts and images that paint the page. It then runs the
 * chunks one `import()` at a time, each after those it imports and the entry last: the browser
 * would run the whole graph in one task, the longest of the page's load, and a tap would wait for
 * all of it. Meanwhile a tap on one of the page's buttons (which have no handler yet) is held and
 * given to the button again once the page is hydrated (`hydratedEventName`); links work as links. A
 * page the browser renders alone (behind the login) shows nothing until the script has run, so
 * there it asks for everything at once and runs the entry's graph in one go, as fast as it can.
 *
 * The font faces' stylesheet is linked by this script too (`linkFontFaces`): after the first paint
 * of a page the server rendered, at once for the others. Linked in the head, it held the first
 * paint back for a request, and the subsets it names, asked for as the text was laid out, raced
 * that paint: when they won, Lighthouse counted their ~200–280 KB on the way to the largest paint
 * (LCP 1.3 s in one run, 3.1 s in the next). The text is painted in the fallback font first, as it
 * mostly was.
 */
function startSource(plan: StartPlan): string {
  return `(function(){var p=${JSON.stringify(plan)};${linkFontFaces}function s(w){var a=p.entryChunks.slice();for(var i=0;i<p.routes.length;i++){if(new RegExp(p.routes[i][0]).test(location.pathname)){a=a.concat(p.routes[i][1]);break}}a.push(p.entry);var l=a.slice();(function n(){l.splice(0,w?3:l.length).forEach(function(h){var e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=h;document.head.appendChild(e)});if(l.length)return setTimeout(n,0);if(!w){var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=p.entry;return document.head.appendChild(e)}(function r(){var h=a.shift();if(h)import(h).then(r,function(e){setTimeout(function(){throw e});r()})})()})()}if(!document.getElementById("prerendered-state")){f();return s(false)}var q=[];function h(e){var t=e.target instanceof Element&&e.target.closest(${JSON.stringify(heldControls)});if(!t||t.closest("a[href]"))return;e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t)}document.addEventListener("click",h,true);document.addEventListener(${JSON.stringify(hydratedEventName)},function(){document.removeEventListener("click",h,true);q.forEach(function(t){if(t.isConnected)t.click()})},{once:true});${afterFirstPaint}v(function(){f(true);setTimeout(s,0,true)})})();`;
}

/** Vite's tags for the entry and its chunks, which the start script replaces. */
const entryTags =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** Vite's tag for a stylesheet of the page. */
const stylesheetTag = (href: string) =>
  new RegExp(
    `\\s*<link rel="stylesheet" crossorigin href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`,
  );

/**
 * Replaces the entry's `<script type=module>` and preloads that Vite writes into index.html, and
 * its stylesheets of font faces alone, with one deferred start script (above), which also preloads
 * the chunks of the first screen the address names: a deep link's page is a lazy chunk the entry
 * would otherwise ask for only once it has run. The server's CSP allows only same-origin scripts,
 * which this is.
 */
export function appStart(routes: readonly PreloadedRoute[], page = 'index.html'): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'quotemarket:app-start',
    apply: 'build',
    // After Vite has written the page's tags.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle[page];
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'),
      );
      if (html?.type !== 'asset' || typeof html.source !== 'string' || !entry) return;
      const loadedWithEntry = closure(bundle, entry.fileName);
      let source = html.source;
      const fontFaces = Object.values(bundle)
        .flatMap((item) =>
          item.type === 'asset' &&
          item.fileName.endsWith('.css') &&
          typeof item.source === 'string' &&
          declaresFontFacesOnly(item.source)
            ? [`${base}${item.fileName}`]
            : [],
        )
        .filter((href) => stylesheetTag(href).test(source));
      for (const href of fontFaces) source = source.replace(stylesheetTag(href), '');
      const manifest: FontFacesManifest = {
        faces: fontFaces.flatMap((href) => {
          const sheet = bundle[href.slice(base.length)];
          return sheet?.type === 'asset' && typeof sheet.source === 'string'
            ? fontFacesOf(sheet.source, href)
            : [];
        }),
      };
      this.emitFile({
        type: 'asset',
        fileName: fontFacesManifestName,
        source: JSON.stringify(manifest),
      });
      const plan: StartPlan = {
        entry: `${base}${entry.fileName}`,
        entryChunks: [...loadedWithEntry]
          .filter((file) => file !== entry.fileName)
          .map((file) => `${base}${file}`),
        // A page several paths lead to (a quote's three layouts, the five wizards) is listed
        // once, its paths' patterns as one alternation.
        routes: [...new Set(routes.map((route) => route.page))].map((pageModule) => {
          const pageId = path.resolve(root, pageModule);
          const chunk = chunks.find((item) => item.facadeModuleId === pageId);
          if (!chunk) throw new Error(`appStart: no chunk for ${pageModule}`);
          const files = [...closure(bundle, chunk.fileName)].filter(
            (file) => !loadedWithEntry.has(file),
          );
          const pattern = routes
            .filter((route) => route.page === pageModule)
            .map((route) => patternSource(route.pattern))
            .join('|');
          return [pattern, files.map((file) => `${base}${file}`)] as const;
        }),
        fontFaces,
      };
      const fileName = this.getFileName(
        this.emitFile({ type: 'asset', name: `${scriptName}.js`, source: startSource(plan) }),
      );
      if (!source.match(entryTags)?.some((tag) => tag.includes(entry.fileName))) {
        throw new Error(`appStart: ${page} does not load ${entry.fileName} as Vite writes it`);
      }
      html.source = source
        .replace(entryTags, '')
        .replace('</head>', `  <script defer src="${base}${fileName}"></script>\n  </head>`);
    },
  };
}
