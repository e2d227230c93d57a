import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { idParam, pagedList, pageNoQuery, recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/** The sort sheet shows at most this many recent searches; older ones are dropped on save. */
export const maxSearchHistory = 10;

export const searchHistoryEntrySchema = lazySchema(() =>
  z
    .object({ id: recordId, searchValue: z.string() })
    .register(z.globalRegistry, { id: 'SearchHistoryEntry' }),
);

export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

export const listSearchHistory = defineEndpoint({
  method: 'GET',
  path: '/home/get-filter-history',
  summary: '내 검색 기록 (최신순, 최대 10개)',
  tags: ['products'],
  auth: 'buyer',
  query: pageNoQuery,
  response: lazySchema(() => pagedList(searchHistoryEntrySchema)),
});

export const deleteSearchHistory = defineEndpoint({
  method: 'DELETE',
  path: '/home/delete-filter-history/:id',
  summary: '내 검색 기록 하나 삭제',
  tags: ['products'],
  auth: 'buyer',
  params: idParam,
  response: lazySchema(() => z.object({ id: recordId })),
});

/** Same cap as the list's search box, so anything that can be searched can be remembered. */
export const maxSearchValueLength = 100;

export const recordSearchHistory = defineEndpoint({
  method: 'POST',
  path: '/v2/home/save-filter-history',
  summary:
    '검색어를 내 검색 기록에 저장 (명세에는 목적만 있어 경로는 새로 정함; 같은 검색어는 맨 앞으로, 최대 10개)',
  tags: ['products'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      searchValue: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '검색어를 입력해 주세요.'),
          z.maxLength(
            maxSearchValueLength,
            `검색어는 ${maxSearchValueLength}자까지 입력할 수 있어요.`,
          ),
        ),
    }),
  ),
  response: searchHistoryEntrySchema,
});
