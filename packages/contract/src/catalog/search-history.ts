import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { idParam, pagedList, pageNoQuery } from '../core/paging';

/** The sort sheet shows at most this many recent searches; older ones are dropped on save. */
export const maxSearchHistory = 10;

export const searchHistoryEntrySchema = z
  .object({ id: z.number().int().positive(), searchValue: z.string() })
  .meta({ id: 'SearchHistoryEntry' });

export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

export const listSearchHistory = defineEndpoint({
  method: 'GET',
  path: '/home/get-filter-history',
  summary: '내 검색 기록 (최신순, 최대 10개)',
  tags: ['products'],
  auth: 'buyer',
  query: pageNoQuery,
  response: pagedList(searchHistoryEntrySchema),
});

export const deleteSearchHistory = defineEndpoint({
  method: 'DELETE',
  path: '/home/delete-filter-history/:id',
  summary: '내 검색 기록 하나 삭제',
  tags: ['products'],
  auth: 'buyer',
  params: idParam,
  response: z.object({ id: z.number().int().positive() }),
});
