import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A first screen worth preloading: its path pattern (`routePatterns`) and its page module. */
export interface PreloadedRoute {
  /** Relative, as the route table writes it: '' for `/`, 'product/home/:id/:nameEn', … */
  pattern: string;
  /** The page module the route's `lazy` imports, relative to the app's root. */
  page: string;
}

const scriptName = 'route-preload';

/** `product/home/:id/:nameEn` → `^/product/home/[^/]+/[^/]+/?$` */
function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return body ? `^/${body}/?$` : '^/$';
}

/** The chunks a chunk imports statically, itself included, transitively. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * A deep link's page code is a lazy chunk the entry asks for only once it has run, so on a phone
 * the page waits for the entry's download and start, then for its own chunks. This plugin writes a
 * tiny classic script, loaded `async` beside the entry, that matches `location.pathname` against
 * the main first screens and adds `<link rel=modulepreload>` for that page's chunks (those the
 * entry does not already preload), so they download in parallel with the entry. A path it does not
 * know costs nothing; the router still loads every page itself. The server's CSP allows only
 * same-origin scripts, which this is.
 */
export function routePreload(routes: readonly PreloadedRoute[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'quotemarket:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedWithEntry = closure(bundle, entry.fileName);
      const table = routes.map(({ pattern, page }) => {
        const pageId = path.resolve(root, page);
        const chunk = chunks.find((item) => item.facadeModuleId === pageId);
        if (!chunk) throw new Error(`routePreload: no chunk for ${page}`);
        const files = [...closure(bundle, chunk.fileName)].filter(
          (file) => !loadedWithEntry.has(file),
        );
        return [patternSource(pattern), files.map((file) => `${base}${file}`)] as const;
      });
      const source = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){for(var j=0;j<t[i][1].length;j++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=t[i][1][j];document.head.appendChild(l)}return}}})();`;
      this.emitFile({ type: 'asset', name: `${scriptName}.js`, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The offline page (offline.html) is the service worker's, and loads no route.
        if (context.path !== '/index.html') return [];
        const asset = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'asset' && item.names.includes(`${scriptName}.js`),
        );
        if (!asset) return [];
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${base}${asset.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
