// Buyer and public hooks against the real API: what the client asks and the server answers agree.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listNotices } from '@quotemarket/contract';
import { createBuyer } from '@quotemarket/api/testing';
import {
  useCategoryProducts,
  useNotices,
  useProductDetail,
  useRecordSearch,
  useSearchHistory,
} from '../queries/catalog';
import { useMainCategories } from '../queries/home/useMainCategories';
import { usePagedList } from '../queries/usePagedList';
import { useProfile } from '../queries/users/useProfile';
import { callTimeout, newDevice, renderOnRealApi, startRealApi, waitForAnswer } from './realApi';

const api = startRealApi();

describe('public and buyer hooks on the real API', () => {
  it('loads the seeded main categories in display order', { timeout: callTimeout }, async () => {
    const { result } = renderOnRealApi(api, newDevice(), useMainCategories);
    await waitForAnswer(() => expect(result.current.isSuccess).toBe(true));
    const categories = result.current.data ?? [];
    expect(categories.map((category) => category.id)).toEqual([1, 2, 3, 7, 8]);
    expect(categories[0]?.nameKo).toBe('휴대폰');
  });

  it(
    'pages the notices: page 2 arrives and the list ends after it',
    { timeout: callTimeout },
    async () => {
      // The seed has fewer than ten notices, so pages of five show the paging on the real data.
      const pageSize = 5;
      const { result } = renderOnRealApi(api, newDevice(), () =>
        usePagedList(listNotices, {
          queryKey: ['integration', 'notices', pageSize],
          paging: { page: 'pageNo', size: 'pageSize' },
          pageSize,
        }),
      );
      await waitForAnswer(() => expect(result.current.items).toHaveLength(pageSize));
      const total = result.current.data?.pages[0]?.totalElements ?? 0;
      expect(total).toBeGreaterThan(pageSize);
      expect(total).toBeLessThan(2 * pageSize);
      expect(result.current.hasNextPage).toBe(true);

      await act(() => result.current.fetchNextPage());

      await waitForAnswer(() => expect(result.current.items).toHaveLength(total));
      expect(new Set(result.current.items.map((notice) => notice.id)).size).toBe(total);
      expect(result.current.hasNextPage).toBe(false);
    },
  );

  it(
    'agrees with the catalog helper’s useNotices on the first page',
    { timeout: callTimeout },
    async () => {
      const { result } = renderOnRealApi(api, newDevice(), useNotices);
      await waitForAnswer(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.items.length).toBe(result.current.data?.pages[0]?.totalElements);
      expect(result.current.hasNextPage).toBe(false);
    },
  );

  it('reads the profile of a buyer with a token', { timeout: callTimeout }, async () => {
    const { user, token } = await createBuyer(api.ctx, { name: '박서준', nickname: '서준' });
    const { result } = renderOnRealApi(api, newDevice(token), useProfile);
    await waitForAnswer(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: user.id, email: user.email, nickname: '서준' });
  });

  it(
    'records a buyer’s search with its own call, and the history shows it first',
    { timeout: callTimeout },
    async () => {
      const { token } = await createBuyer(api.ctx, { name: '최유진', nickname: '유진' });
      const { result } = renderOnRealApi(api, newDevice(token), () => ({
        record: useRecordSearch(),
        history: useSearchHistory(),
      }));
      await waitForAnswer(() => expect(result.current.history.isSuccess).toBe(true));
      expect(result.current.history.data).toEqual([]);

      await act(() => result.current.record.mutateAsync('  정수기 '));
      await act(() => result.current.record.mutateAsync('갤럭시'));

      await waitForAnswer(() =>
        expect(result.current.history.data?.map((entry) => entry.searchValue)).toEqual([
          '갤럭시',
          '정수기',
        ]),
      );
    },
  );

  it(
    'answers a call without a token with 401 and the Korean message',
    { timeout: callTimeout },
    async () => {
      const { result } = renderOnRealApi(api, newDevice(), useProfile);
      await waitForAnswer(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toMatchObject({ status: 401, message: '로그인이 필요해요.' });
    },
  );

  it('lists phones and opens one product’s detail', { timeout: callTimeout }, async () => {
    const list = renderOnRealApi(api, newDevice(), () => useCategoryProducts({ categoryId: 1 }));
    await waitForAnswer(() => expect(list.result.current.isFetched).toBe(true));
    expect(list.result.current.error).toBeNull();
    expect(list.result.current.items).toHaveLength(10);
    expect(list.result.current.hasNextPage).toBe(true);
    const first = list.result.current.items[0];
    if (!first) throw new Error('the seeded phone list is empty');

    const detail = renderOnRealApi(api, newDevice(), () => useProductDetail(first.id));
    await waitForAnswer(() => expect(detail.result.current.isSuccess).toBe(true));
    expect(detail.result.current.data).toMatchObject({ id: first.id });
  });
});
