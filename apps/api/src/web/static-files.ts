import { notFoundMessage } from '@quotemarket/contract';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsUrlPrefix } from '../edges/file-storage';
import type { PageRendererModule } from '@quotemarket/contract';
import { errorBody } from '../http/error-handler';
import { inlineStyleTexts, pageContentSecurityPolicy } from '../http/security-headers';
import type { PageSessionKind } from '../auth/page-session';
import { createPageResponder, type PageRendering } from './page-rendering';

/** Seed illustrations shipped with the repo under /media, and users' uploads under /media/uploads. */
export async function registerMedia(
  app: FastifyInstance,
  seedAssetsDir: string,
  uploadsDir: string,
): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: uploadsUrlPrefix,
    decorateReply: false,
    // Upload names are random and never reused, so a long cache is safe.
    maxAge: '30d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: seedAssetsDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
}

/** Where the dealer console is served (its Vite `base` and router basename say the same). */
export const sellerConsolePrefix = '/seller/';

/** Where the operator console is served (its Vite `base` and router basename say the same). */
export const adminConsolePrefix = '/admin/';

/** A built single-page app and the path the server mounts it under. */
export interface WebApp {
  /** `/` for the buyer app, `/seller/` and `/admin/` for the consoles; ends with a slash. */
  prefix: string;
  distDir: string | undefined;
  /** Renders the app's pages on the server; without it the browser renders them. */
  renderer?: PageRendererModule | undefined;
  /**
   * Whose page session the renderer renders for; none for an app the browser alone renders (the
   * operator console).
   */
  session?: PageSessionKind;
}

function isBuilt(web: WebApp): web is WebApp & { distDir: string } {
  return web.distDir !== undefined && existsSync(path.join(web.distDir, 'index.html'));
}

/**
 * The policy of a built page sent as it is (index.html, offline.html): the app's, admitting the
 * `<style>` elements the build put in it by their hashes. Read once per file: the build does not
 * change while the server runs.
 */
function builtPagePolicies(): (filePath: string) => string {
  const policies = new Map<string, string>();
  return (filePath) => {
    let policy = policies.get(filePath);
    if (policy === undefined) {
      const styleElements = inlineStyleTexts(readFileSync(filePath, 'utf8'));
      policy = pageContentSecurityPolicy({ styleElements, styleAttributes: [] });
      policies.set(filePath, policy);
    }
    return policy;
  };
}

/**
 * Of a build's assets/, what a page only ever loads as a subresource: a script, a stylesheet, a
 * font, a source map (or its precompressed copy). No worker is among them: the buyer app's service
 * worker is /sw.js.
 */
const subresourceFile = /\.(js|css|woff2|map)(\.(br|gz))?$/;

/** Whether a request path is under a mount prefix (`/seller` itself counts for `/seller/`). */
function isUnder(url: string, prefix: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname.startsWith(prefix) || pathname === prefix.slice(0, -1);
}

/**
 * The built apps, each under its prefix (the buyer app at `/`, the dealer console at `/seller/`, the
 * operator console at `/admin/`).
 * An unknown page path answers with the index.html of the app it belongs to, so deep links work
 * (each app shows its own Not Found page); unknown API paths answer with a JSON 404. Returns which
 * of the given apps are served.
 */
export async function registerWebApps(
  app: FastifyInstance,
  webApps: readonly WebApp[],
  {
    auth,
    documentOnlyHeaders,
  }: {
    auth: PageRendering['auth'];
    /**
     * The security headers a build's scripts, styles and fonts go without: none of them is ever a
     * document. A page loads twenty to forty such files, and over HTTP/1.1 these headers were
     * about 0.9 KB on each, more than many of the files weigh.
     */
    documentOnlyHeaders: readonly string[];
  },
): Promise<boolean[]> {
  const served = webApps.filter(isBuilt);
  const builtPagePolicy = builtPagePolicies();
  for (const [index, web] of served.entries()) {
    await app.register(fastifyStatic, {
      root: web.distDir,
      prefix: web.prefix,
      wildcard: false,
      // `/` is a page like any other: answered below (rendered on the server when it can be).
      index: false,
      // Only one registration may decorate the reply with sendFile; the fallback below uses it.
      decorateReply: index === 0,
      // The apps' builds write .br and .gz copies (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those files never change at one URL.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (immutable && subresourceFile.test(filePath)) {
          for (const name of documentOnlyHeaders) reply.removeHeader(name);
        }
        // The file sent may be its precompressed copy (`index.html.br`); the policy is the page's.
        const page = filePath.replace(/\.(br|gz)$/, '');
        if (page.endsWith('.html')) {
          reply.header('content-security-policy', builtPagePolicy(page));
        }
      },
    });
  }
  // The longest prefix first, so `/seller/…` is the console's even though `/` matches too.
  const byPrefixLength = [...served].sort((a, b) => b.prefix.length - a.prefix.length);
  const responders = new Map(
    served.flatMap((web) =>
      web.renderer && web.session
        ? [
            [
              web,
              createPageResponder(app, {
                renderer: web.renderer,
                distDir: web.distDir,
                session: web.session,
                auth,
              }),
            ],
          ]
        : [],
    ),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/');
    const owner = isPageRequest
      ? byPrefixLength.find((web) => isUnder(request.url, web.prefix))
      : undefined;
    if (owner) {
      const rendered = await responders.get(owner)?.(request, reply);
      if (rendered) return reply;
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', builtPagePolicy(path.join(owner.distDir, 'index.html')))
        .sendFile('index.html', owner.distDir);
    }
    return reply.status(404).send(errorBody(404, notFoundMessage('page')));
  });
  return webApps.map((web) => served.includes(web as WebApp & { distDir: string }));
}
