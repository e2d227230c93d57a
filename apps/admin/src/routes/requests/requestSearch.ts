import {
  marketRequestMessages,
  marketRequestSorting,
  maxStoredInteger,
  phoneSearchDigits,
  requestPhoneSearchPattern,
  type ListOrder,
} from '@quotemarket/contract';
import type { MarketRequestSearch } from '@quotemarket/hooks';
import { listOrderSearch, readListOrder } from '../../shared/listOrderSearch';

/** What the search box is read as: a buyer's phone (whole or last four), or a request number. */
export const searchKinds = ['phone', 'requestId'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  phone: '구매자 휴대폰 번호',
  requestId: '요청 번호',
};

export type RequestOrder = ListOrder<(typeof marketRequestSorting.columns)[number]>;

export interface RequestBrowserState {
  kind: SearchKind;
  text: string;
  order: RequestOrder;
  page: number;
}

/**
 * The address holds the search, the order and the page, so a link or a reload opens the same
 * results.
 */
export function readRequestSearch(params: URLSearchParams): RequestBrowserState {
  const page = Number(params.get('page'));
  return {
    kind: params.get('by') === 'requestId' ? 'requestId' : 'phone',
    text: params.get('q') ?? '',
    order: readListOrder(marketRequestSorting, params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeRequestSearch({
  kind,
  text,
  order,
  page,
}: RequestBrowserState): URLSearchParams {
  const params = new URLSearchParams();
  if (text.trim()) {
    params.set('by', kind);
    params.set('q', text.trim());
  }
  for (const [key, value] of Object.entries(listOrderSearch(marketRequestSorting, order))) {
    params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The API's query for what was typed, or why it cannot be asked (the contract's rule, so the
 * server would refuse it with the same words). Nothing typed: the latest requests.
 */
export function searchQuery({
  kind,
  text,
}: Pick<RequestBrowserState, 'kind' | 'text'>):
  { query: MarketRequestSearch } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { query: {} };
  if (kind === 'phone') {
    const digits = phoneSearchDigits(trimmed);
    return requestPhoneSearchPattern.test(digits)
      ? { query: { phone: digits } }
      : { problem: marketRequestMessages.phoneSearch };
  }
  const requestId = /^#?\d+$/.test(trimmed) ? Number(trimmed.replace('#', '')) : NaN;
  return requestId >= 1 && requestId <= maxStoredInteger
    ? { query: { requestId } }
    : { problem: marketRequestMessages.requestIdSearch };
}
