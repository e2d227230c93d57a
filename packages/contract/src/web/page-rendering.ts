/**
 * How the API server and the buyer app's server bundle meet when a page is rendered on the server
 * (docs/decisions/0009): the server hands the bundle the page's address and a way to call the API
 * in-process, and the buyer's page session when the browser has one (decision 0012); the bundle
 * answers with the page's markup, or `null` for a page that renders only in the browser (one behind
 * the login without a page session, or one whose data failed).
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

/** The signed-in buyer a page may be rendered for: their live token, already checked. */
export interface PageSession {
  token: string;
  buyerId: number;
}

export interface PageRenderRequest {
  /** The page's whole address as the visitor asked for it: scheme, host, path and query. */
  url: string;
  callApi: InProcessApi;
  /** The browser's page session; a page behind the login is rendered only with one. */
  session: PageSession | null;
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
  /** Rendered with the signed-in buyer's own data (a page behind the login): no cache may keep it. */
  personal: boolean;
}

/** An address whose route forwards elsewhere before anything renders (the deep-link landing). */
export interface PageRedirect {
  /** The in-app path (and query) to go to. */
  location: string;
  status: number;
}

/** The module the buyer app's server build exports. */
export interface PageRendererModule {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | PageRedirect | null>;
}
