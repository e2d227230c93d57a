import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineListSorting, listOrderOf, sortQueryShape } from './sorting';

const dealerSorting = defineListSorting(['createdAt', 'storeName', 'bidCount'], {
  sort: 'createdAt',
  order: 'desc',
});

describe('list sorting', () => {
  it('parses a query for a sortable column, defaulting to the list order', () => {
    const query = z.object(sortQueryShape(dealerSorting));
    expect(query.parse({})).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(query.parse({ sort: 'storeName', order: 'asc' })).toEqual({
      sort: 'storeName',
      order: 'asc',
    });
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(query.safeParse({ sort: 'bidCount', order: 'sideways' }).success).toBe(false);
  });

  it('reads an address: an unknown column falls back to the list order, a missing order to its way', () => {
    expect(listOrderOf(dealerSorting, { sort: 'bidCount', order: 'asc' })).toEqual({
      sort: 'bidCount',
      order: 'asc',
    });
    expect(listOrderOf(dealerSorting, { sort: 'bidCount', order: null })).toEqual({
      sort: 'bidCount',
      order: 'desc',
    });
    expect(listOrderOf(dealerSorting, { sort: 'id; drop table', order: 'asc' })).toEqual(
      dealerSorting.fallback,
    );
  });
});
