import { describe, expect, it } from 'vitest';
import { filterErrors, hasFilter, readAuditSearch, writeAuditSearch } from './auditSearch';

describe('audit search in the address', () => {
  it('reads the filters, order and page a link carries, and writes them back the same', () => {
    const params = new URLSearchParams(
      'operator=3&action=operator.invite&from=2026-11-01&to=2026-11-30&sort=operator&order=asc&page=2',
    );
    const search = readAuditSearch(params);
    expect(search).toEqual({
      filter: { operatorId: 3, action: 'operator.invite', from: '2026-11-01', to: '2026-11-30' },
      order: { sort: 'operator', order: 'asc' },
      page: 2,
    });
    expect(writeAuditSearch(search).toString()).toBe(params.toString());
  });

  it('leaves out what the API would refuse, and starts at the first page', () => {
    const search = readAuditSearch(
      new URLSearchParams(
        'operator=-1&action=drop.table&from=2026-13-45&to=1999-12-31&sort=address&page=0',
      ),
    );
    expect(search).toEqual({ filter: {}, order: { sort: 'createdAt', order: 'desc' }, page: 1 });
    expect(hasFilter(search.filter)).toBe(false);
    expect(writeAuditSearch(search).toString()).toBe('');
  });
});

describe('filterErrors', () => {
  it('says in the contract’s words which day the API would refuse', () => {
    expect(filterErrors({ from: '2026-11-01' })).toEqual({});
    expect(filterErrors({ from: '0001-01-01', to: '2026-11-01' })).toEqual({
      from: '기간은 2020년부터 2099년 사이의 날짜로 골라 주세요.',
    });
  });
});
