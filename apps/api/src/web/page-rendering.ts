import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  pageFontsMetaName,
  type InProcessApiRequest,
  type InProcessApiResponse,
  type PageRedirect,
  type PageRendererModule,
  type PageSession,
  type RenderedPage,
} from '@quotemarket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAuthReader } from '../auth/request-auth';
import {
  endPageSession,
  pageSessionToken,
  pageRenderingHeaders,
  type PageSessionKind,
} from '../auth/page-session';
import { EncodedAnswer } from '../http/answer-cache';
import { inlineStyleTexts, pageContentSecurityPolicy } from '../http/security-headers';
import { keepDocumentedSchemas } from './docs';
import { loadPageFonts, type PageFonts } from './page-fonts';

/**
 * An app's server build (the buyer app's `apps/app/dist-server/renderPage.js`, docs/decisions/0009;
 * the console's `apps/seller/dist-server/renderConsolePage.js`, 0013), or `undefined` when it has
 * not been built: the pages are then rendered in the browser alone.
 */
export async function loadPageRenderer(
  modulePath: string,
): Promise<PageRendererModule | undefined> {
  if (!existsSync(modulePath)) return undefined;
  keepDocumentedSchemas();
  return (await import(pathToFileURL(modulePath).href)) as PageRendererModule;
}

/** The page's own request headers that an API call made for it carries on. */
const forwardedHeaders = ['user-agent', 'accept-language'] as const;

/**
 * Answers the page's API calls through the app itself, as the visitor: the same routes, kept
 * answers and abuse limits (counted against the visitor's address) as the browser's own calls.
 * With a page session, its page token is what the calls read with (`pageRenderingHeaders`).
 */
function callApiAs(app: FastifyInstance, page: FastifyRequest, session: PageSession | null) {
  return async (call: InProcessApiRequest): Promise<InProcessApiResponse> => {
    const headers: Record<string, string> = { ...call.headers };
    for (const name of forwardedHeaders) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (session) Object.assign(headers, pageRenderingHeaders());
    const answer = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers,
      ...(call.body !== undefined && { payload: call.body }),
      remoteAddress: page.ip,
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The built index.html with the rendered page put in its three places, and the font files its
 * text draws from named in its head.
 */
function documentOf(template: string, page: RenderedPage, pageFonts: PageFonts): string {
  const fonts = pageFonts(page.body);
  const fontsMeta = fonts.length
    ? `<meta name="${pageFontsMetaName}" content="${escapeHtml(fonts.join(' '))}">`
    : '';
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<!--page-head-->', () => page.head + fontsMeta)
    .replace('<!--page-body-->', () => page.body);
}

export interface PageRendering {
  renderer: PageRendererModule;
  distDir: string;
  /** Whose page session the app's pages are rendered for: the buyer app's or the console's. */
  session: PageSessionKind;
  /** Who a page session's token names (the API's own checks, for a token of the page scope). */
  auth: Pick<RequestAuthReader, 'readToken'>;
}

/**
 * The account the browser's page session for this app names, or `null`. A cookie whose session has
 * ended (logged out elsewhere, expired, withdrawn) or that names the other kind of account is
 * removed, so the next page does not check it again.
 */
async function pageSessionOf(
  kind: PageSessionKind,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  auth: PageRendering['auth'],
): Promise<PageSession | null> {
  const token = pageSessionToken(kind, request);
  if (!token) return null;
  const caller = await auth.readToken(token, 'page').catch(() => null);
  if (kind === 'buyer' && caller?.kind === 'buyer') return { token, accountId: caller.userId };
  if (kind === 'seller' && caller?.kind === 'seller') return { token, accountId: caller.sellerId };
  endPageSession(kind, { request, reply });
  return null;
}

/**
 * Answers a page request with the page rendered on the server (or the redirect its route's loader
 * answers), or `false` when the page is one the browser renders alone (behind the login without a
 * page session), or rendering failed: the caller then sends the plain index.html, and the browser
 * renders the page as it always could.
 */
export function createPageResponder(
  app: FastifyInstance,
  { renderer, distDir, session, auth }: PageRendering,
) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const templateStyles = inlineStyleTexts(template);
  const pageFonts = loadPageFonts(distDir);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    let page: RenderedPage | PageRedirect | null;
    try {
      const pageSession = await pageSessionOf(session, { request, reply }, auth);
      page = await renderer.renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        callApi: callApiAs(app, request, pageSession),
        session: pageSession,
        // Read before the answers are: an event heard while they are read is told again.
        eventsPosition: app.deps.events.position,
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, '페이지를 서버에서 그리지 못했어요');
      return false;
    }
    if (!page) return false;
    if ('location' in page) {
      await reply.header('cache-control', 'no-store').redirect(page.location, page.status);
      return true;
    }
    const { body, encoding } = new EncodedAnswer(
      Buffer.from(documentOf(template, page, pageFonts)),
    ).for(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    await reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // Rendered per request from the data of that moment; never kept by a shared cache, and a
      // buyer's own page by no cache at all (a shared computer's back button included).
      .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
      .header('vary', page.personal ? 'accept-encoding, cookie' : 'accept-encoding')
      .header(
        'content-security-policy',
        pageContentSecurityPolicy({
          styleElements: [...templateStyles, ...page.styleElements],
          styleAttributes: page.styleAttributes,
        }),
      )
      .send(body);
    return true;
  };
}
