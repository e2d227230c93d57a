import { describe, expect, it } from 'vitest';
import { adminDealerSorting } from '@quotemarket/contract';
import { listOrderSearch, readListOrder } from './listOrderSearch';

describe('a list order in the address', () => {
  it('reads the asked order, or the list’s own for a missing or unknown column', () => {
    expect(
      readListOrder(adminDealerSorting, new URLSearchParams('sort=bidCount&order=asc')),
    ).toEqual({ sort: 'bidCount', order: 'asc' });
    expect(readListOrder(adminDealerSorting, new URLSearchParams('sort=email'))).toEqual(
      adminDealerSorting.fallback,
    );
  });

  it('writes only an order that is not the list’s own', () => {
    expect(listOrderSearch(adminDealerSorting, adminDealerSorting.fallback)).toEqual({});
    expect(listOrderSearch(adminDealerSorting, { sort: 'createdAt', order: 'asc' })).toEqual({
      sort: 'createdAt',
      order: 'asc',
    });
  });
});
