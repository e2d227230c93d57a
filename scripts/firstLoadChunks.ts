import type { Plugin } from 'vite';

/**
 * How the buyer app and the dealer console cut the code of their first load (Rolldown's
 * `output.codeSplitting.groups`): a few chunks by library rather than sixty of a couple of
 * kilobytes, or one of two hundred. Each chunk costs a request and a preload on the main thread, and
 * the start script (scripts/appStart.ts) runs them one task each, so none is a long one.
 */
const libraryChunks: Array<[name: string, test: RegExp]> = [
  // With the module that starts React (the hooks' `startApp`): React DOM is CommonJS, set up when a
  // module first imports it, and that module's task then carries React DOM's setup too. Here it is
  // React DOM's own chunk, not the hooks' (one long task of both on a phone, 100-140 ms at 4×).
  [
    'react-dom',
    /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]prerender[\\/]startApp\.[jt]s$/,
  ],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/],
  // react-query only: the virtualiser (@tanstack/react-virtual) goes with the kit's list that uses
  // it, not with the query cache every page loads.
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/],
  ['styles', /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/],
  // The workspace packages, from their source (the buyer app) or their published `dist` (the
  // console, decision 0006).
  ['contract', /[\\/]packages[\\/]contract[\\/]/],
  ['kit', /[\\/](packages[\\/]ui|node_modules[\\/]@radix-ui)[\\/]/],
  ['hooks', /[\\/]packages[\\/]hooks[\\/]/],
  // The app's own modules that the entry and its pages share (its paths, the route shell, the
  // rules its pages read): one chunk, not nine of a few hundred bytes, each a request. Not the
  // entry module: it awaits its page's chunk, which imports this one, so they would wait on each
  // other. Nor the offline page, an entry of its own that must stand alone.
  ['app', /[\\/]apps[\\/](app|seller)[\\/]src[\\/](?!offline[\\/]|main\.tsx$)/],
];

/**
 * A library's JavaScript, not its stylesheets: a CSS module leaves an empty script module behind,
 * which in a library's group would make a page that only imports the kit's CSS (the offline page)
 * load the kit's whole chunk.
 */
const codeOf = (test: RegExp) => (id: string) => test.test(id) && !/\.css(\?|$)/.test(id);

export const firstLoadChunkGroups = [
  {
    // zod and the switch that turns its eval probe off (each app's src/zodWithoutEval.ts) share one
    // chunk, so the switch runs before any chunk that builds a schema, however the bundler splits
    // the rest: a schema built first probes eval, which the CSP refuses.
    name: 'zod',
    test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zodWithoutEval\.ts$/,
    priority: 10,
  },
  ...libraryChunks.map(([name, test]) => ({
    name,
    test: codeOf(test),
    tags: ['$initial' as const],
    priority: 5,
  })),
];

/**
 * V8's compile hint for a whole file (Chrome 136 and later, and the Chromium browsers built on it):
 * with this comment first, the browser compiles every function of the script on the thread that
 * streams it in, instead of each on the main thread the first time it runs. The first load's
 * chunks are the code hydration runs through (React DOM's reconciler, the styles, the kit, the
 * router), so nearly all their functions are called at once, and each first call compiled on the
 * main thread lengthened hydration's tasks. Other browsers read a comment.
 */
const compileHint = '//# allFunctionsCalledOnLoad';
const firstLoadChunkNames = new Set<string>([
  'index',
  ...firstLoadChunkGroups.map((group) => group.name),
]);
const hintedChunk = (chunk: { name: string }) => firstLoadChunkNames.has(chunk.name);

/**
 * Heads each first-load chunk of the apps' builds with the compile hint. It runs after every other
 * plugin's `generateBundle` (Vite writes its preload helper at the top of a chunk there), so the
 * hint is the file's first line; the chunk's source map moves down a line with it, and its hash
 * counts it.
 */
export function firstLoadCompileHints(): Plugin {
  return {
    name: 'quotemarket:first-load-compile-hints',
    apply: 'build',
    augmentChunkHash: (chunk) => (hintedChunk(chunk) ? compileHint : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hintedChunk(chunk)) continue;
          chunk.code = `${compileHint}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
