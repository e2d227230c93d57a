import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  Endpoint,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiClient, CallInput } from '../api/createApiClient';
import { listPageSize, nextPageNumber } from './infinitePages';

type PageFieldName = 'page' | 'pageNo' | 'size' | 'pageSize';

/** A list answer: the spec's endpoints call the items `list` or `content`. */
type PagedAnswer = { list: readonly unknown[] } | { content: readonly unknown[] };

export type PagedItem<E extends Endpoint> =
  EndpointResponse<E> extends { list: ReadonlyArray<infer Item> }
    ? Item
    : EndpointResponse<E> extends { content: ReadonlyArray<infer Item> }
      ? Item
      : never;

export interface PagedListOptions<E extends Endpoint> {
  queryKey: QueryKey;
  /** Which query fields carry the page number and the page size, as the endpoint names them. */
  paging: { page: PageFieldName; size: PageFieldName };
  /** The endpoint's query without its page fields. */
  query?: Omit<EndpointQuery<E>, PageFieldName>;
  params?: EndpointParams<E>;
  pageSize?: number;
  enabled?: boolean;
}

function itemsOf(page: PagedAnswer): readonly unknown[] {
  return 'list' in page ? page.list : page.content;
}

/**
 * The infinite query of one paged endpoint (pages from 1, `pageSize` at a time, ending after the
 * first short page): what `usePagedList` runs, and what a route asks for before rendering its page.
 */
export function pagedListQuery<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  {
    queryKey,
    paging,
    query,
    params,
    pageSize = listPageSize,
  }: Omit<PagedListOptions<E>, 'enabled'>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      // The page fields complete the endpoint's query; TypeScript cannot follow the computed keys.
      const input = {
        params,
        query: { ...query, [paging.page]: pageParam, [paging.size]: pageSize },
        signal,
      } as unknown as CallInput<E>;
      return client.call(endpoint, input) as Promise<EndpointResponse<E> & PagedAnswer>;
    },
    getNextPageParam: (
      lastPage: EndpointResponse<E> & PagedAnswer,
      pages: ReadonlyArray<EndpointResponse<E> & PagedAnswer>,
    ) => nextPageNumber(itemsOf(lastPage), pages, pageSize),
  });
}

/**
 * An infinite list over one paged endpoint: pages from 1, `pageSize` (10) at a time, ending after
 * the first page that comes back short. `items` is every loaded item in order.
 */
export function usePagedList<E extends Endpoint>(
  endpoint: E,
  { enabled = true, ...options }: PagedListOptions<E>,
) {
  const client = useApiClient();
  const result = useInfiniteQuery({ ...pagedListQuery(client, endpoint, options), enabled });
  const { data } = result;
  const items = useMemo(
    () => (data?.pages.flatMap((page) => itemsOf(page)) ?? []) as PagedItem<E>[],
    [data],
  );
  return { ...result, items };
}
