import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** React Router's production build, beside the development one its package exports name. */
const productionBuild = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

const productionEntries: Record<string, string> = {
  'react-router': path.join(productionBuild, 'index.mjs'),
  'react-router/dom': path.join(productionBuild, 'dom-export.mjs'),
};

/**
 * React Router 7's package exports name its development build under every condition (a stopgap
 * upstream: remix-run/react-router#12437, #14102), so a production bundle shipped it with its
 * development warnings on: checks on every render of the routes, and `console.error`s a visitor's
 * console should not get. The browser builds take the production build instead, which differs
 * only in that switch; the dev server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'quotemarket:react-router-production',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(id) {
      return productionEntries[id] ?? null;
    },
  };
}
