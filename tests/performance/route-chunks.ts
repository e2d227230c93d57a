// Which of a first screen's scripts are its route's own, as the build's start script decides: the
// chunks it preloads for the route the page's path matches, beside the entry every page loads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../support/product';

/** What the start script (scripts/appStart.ts) loads: on every page, and per first screen. */
export interface StartPlan {
  entry: string;
  entryChunks: string[];
  routes: Array<[pattern: string, chunks: string[]]>;
}

export function startPlan(assets: string): StartPlan {
  const startScript = readdirSync(assets).find((name) => /^app-start-.*\.js$/.test(name));
  const source = startScript ? readFileSync(path.join(assets, startScript), 'utf8') : '';
  const plan = /var p=(\{.*?\});function /.exec(source)?.[1];
  if (!plan) throw new Error('bench:web: the build has no start script with its plan');
  return JSON.parse(plan) as StartPlan;
}

const appAssets = (app: 'app' | 'seller') => path.join(repositoryRoot, 'apps', app, 'dist/assets');

/**
 * Reads the buyer app's and the console's plans once; the function it returns gives a path's route
 * chunks (their URL paths) as the start script picks them: the first route whose pattern matches.
 * The console preloads no route of its own: its inbox comes with its first load.
 */
export function routeChunksByPath(): (pathname: string) => string[] {
  const buyerApp = startPlan(appAssets('app'));
  const dealerConsole = startPlan(appAssets('seller'));
  return (pathname) => {
    const plan = pathname.startsWith('/seller/') ? dealerConsole : buyerApp;
    const route = plan.routes.find(([pattern]) => new RegExp(pattern).test(pathname));
    return route?.[1] ?? [];
  };
}
