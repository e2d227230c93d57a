import { describe, expect, it } from 'vitest';
import { marketRequestMessages, marketRequestSorting } from '@quotemarket/contract';
import { readRequestSearch, searchQuery, writeRequestSearch } from './requestSearch';

describe('the request search', () => {
  it('reads a whole number as people write it, or its last four digits', () => {
    expect(searchQuery({ kind: 'phone', text: ' 010-1234-5678 ' })).toEqual({
      query: { phone: '01012345678' },
    });
    expect(searchQuery({ kind: 'phone', text: '5678' })).toEqual({ query: { phone: '5678' } });
    expect(searchQuery({ kind: 'phone', text: '567' })).toEqual({
      problem: marketRequestMessages.phoneSearch,
    });
  });

  it('reads a request number with or without #, and asks nothing for anything else', () => {
    expect(searchQuery({ kind: 'requestId', text: '#41' })).toEqual({ query: { requestId: 41 } });
    expect(searchQuery({ kind: 'requestId', text: '4x' })).toEqual({
      problem: marketRequestMessages.requestIdSearch,
    });
    expect(searchQuery({ kind: 'requestId', text: '0' })).toEqual({
      problem: marketRequestMessages.requestIdSearch,
    });
    expect(searchQuery({ kind: 'phone', text: '  ' })).toEqual({ query: {} });
  });

  it('keeps the search, the order and the page in the address', () => {
    const state = {
      kind: 'requestId' as const,
      text: '41',
      order: { sort: 'bidCount' as const, order: 'asc' as const },
      page: 2,
    };
    expect(writeRequestSearch(state).toString()).toBe(
      'by=requestId&q=41&sort=bidCount&order=asc&page=2',
    );
    expect(readRequestSearch(writeRequestSearch(state))).toEqual(state);
    expect(readRequestSearch(new URLSearchParams('page=-3&sort=buyerPhone'))).toEqual({
      kind: 'phone',
      text: '',
      order: marketRequestSorting.fallback,
      page: 1,
    });
    expect(
      writeRequestSearch({
        ...state,
        text: '',
        order: marketRequestSorting.fallback,
        page: 1,
      }).toString(),
    ).toBe('');
  });
});
