/**
 * How the API server and an app's server bundle (the buyer app's, the dealer console's) meet when a
 * page is rendered on the server (docs/decisions/0009): the server hands the bundle the page's
 * address and a way to call the API in-process, and the app's page session when the browser has one
 * (decisions 0012, 0013); the bundle answers with the page's markup, or `null` for a page that
 * renders only in the browser (one behind the login without a page session, or one whose data
 * failed).
 */

/** One API call made while a page renders on the server, as HTTP would carry it. */
export interface InProcessApiRequest {
  method: string;
  /** The path and query, e.g. `/api/v2/home/get-main-categories`. */
  url: string;
  headers: Readonly<Record<string, string>>;
  body?: string;
}

export interface InProcessApiResponse {
  status: number;
  headers: Readonly<Record<string, string | string[] | number | undefined>>;
  body: string;
}

export type InProcessApi = (request: InProcessApiRequest) => Promise<InProcessApiResponse>;

/**
 * Who a page may be rendered for: their page token (the page session's, which the API accepts only
 * for the reads of the page rendered with it), already checked to be of the app's own kind of
 * account, and that account's id (the buyer's in the buyer app, the store's in the dealer console).
 */
export interface PageSession {
  token: string;
  accountId: number;
}

export interface PageRenderRequest {
  /** The page's whole address as the visitor asked for it: scheme, host, path and query. */
  url: string;
  callApi: InProcessApi;
  /** The browser's page session; a page behind the login is rendered only with one. */
  session: PageSession | null;
  /**
   * Where the live events stood before the page's answers were read: the page's streams resume
   * from it, so an event between the render and their opening is not missed (decision 0005).
   */
  eventsPosition: string;
}

export interface RenderedPage {
  /** 200, or 404 for a path no page has. */
  status: number;
  /** The document's title, as the page sets it in the browser. */
  title: string;
  /** Elements for the document's head: the page's styles and the state the browser hydrates. */
  head: string;
  /** The markup inside the app's root element. */
  body: string;
  /** The text of every `<style>` element in `head`, for the page's Content-Security-Policy hashes. */
  styleElements: readonly string[];
  /** Every distinct `style` attribute's value in `body`, for the same policy. */
  styleAttributes: readonly string[];
  /** Rendered with the signed-in account's own data (a page behind the login): no cache may keep it. */
  personal: boolean;
}

/** An address whose route forwards elsewhere before anything renders (the deep-link landing). */
export interface PageRedirect {
  /** The in-app path (and query) to go to. */
  location: string;
  status: number;
}

/** The module an app's server build exports. */
export interface PageRendererModule {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | PageRedirect | null>;
}

/**
 * The font faces of the sheet an app's start script links after the first paint, in the order the
 * sheet declares them, as its build writes them beside index.html (`fontFacesManifestName`). The
 * server names, in each page it renders (`pageFontsMetaName`), the files the page's text draws
 * from, so the browser asks for exactly those before the sheet applies (docs/decisions/0014).
 */
export interface FontFacesManifest {
  faces: ReadonlyArray<{
    /** The face's file, as the browser asks for it. */
    href: string;
    /** Its `unicode-range` as inclusive code point spans (the whole of Unicode when it has none). */
    ranges: ReadonlyArray<readonly [first: number, last: number]>;
  }>;
}

export const fontFacesManifestName = 'font-faces.json';

/** The `<meta name>` whose content lists, space-separated, the font files a rendered page draws from. */
export const pageFontsMetaName = 'page-fonts';
