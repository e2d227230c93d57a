import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import type { RenderedPage } from '@quotemarket/contract';
import { createQueryClient } from '@quotemarket/hooks';
import { prerenderedStateElement } from './prerenderedState';

/**
 * The query client of one server render: the app's defaults, but a failed request is not tried
 * again (in the browser a retry helps; here it would only hold the page back).
 */
export function createServerQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/**
 * Whether an answer the page needs failed: it cannot travel to the browser as the same error
 * object, so the page would hydrate differently. Such a page is rendered by the browser alone.
 */
export function hasFailedQuery(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

/** Resolves when every request has settled, or after `ms`, whichever comes first. */
export function settledWithin(requests: Promise<unknown>[], ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(requests).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The whole markup of an element tree, once everything it waits for has arrived. */
export async function renderToMarkup(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** How React writes the five characters it escapes in an attribute, and what they stand for. */
const attributeEscapes: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The values of the `style` attributes React wrote (a star rating's fill, a placement), as the
 * browser reads them, for the page's policy to admit by hash: from the page's own markup, where
 * every `"` inside a value is escaped, so the pattern cannot be fooled by text a user wrote.
 */
export function styleAttributesOf(markup: string): string[] {
  const values = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/ style="([^"]*)"/g)) {
    values.add(
      value.replace(
        /&quot;|&#x27;|&amp;|&lt;|&gt;/g,
        (escape) => attributeEscapes[escape] ?? escape,
      ),
    );
  }
  return [...values];
}

/**
 * A page's markup and what its document needs with it: the styles its components wrote (as
 * `<style>` elements in the head, and their text for the page's policy hashes), the values of its
 * `style` attributes (the same), and the state the browser hydrates from, read once the tree has
 * rendered (a render may note what it drew).
 */
export async function renderStyledPage(
  tree: ReactNode,
  stateAfterRender: () => unknown,
): Promise<Pick<RenderedPage, 'head' | 'body' | 'styleElements' | 'styleAttributes'>> {
  const sheet = new ServerStyleSheet();
  try {
    const body = await renderToMarkup(sheet.collectStyles(tree));
    const css = sheet.instance.toString();
    return {
      head: sheet.getStyleTags() + prerenderedStateElement(stateAfterRender()),
      body,
      styleElements: css ? [css] : [],
      styleAttributes: styleAttributesOf(body),
    };
  } finally {
    sheet.seal();
  }
}
