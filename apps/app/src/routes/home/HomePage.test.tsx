import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listMainCategories, type MainCategory } from '@quotemarket/contract';
import {
  ApiError,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  type ApiClient,
} from '@quotemarket/hooks';
import { AppProviders } from '../../providers/AppProviders';
import { routes } from '../routes';

const category = (
  id: number,
  nameEn: string,
  nameKo: string,
  displayOrder: number,
): MainCategory => ({
  id,
  nameEn,
  nameKo,
  displayOrder,
  status: 'ACTIVE',
  image: null,
  productCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const categories = [
  category(1, 'Mobile Phones', '휴대폰', 1),
  category(2, 'Internet', '인터넷', 2),
  category(3, 'Water Purifier', '정수기', 3),
  category(7, 'Home Appliances', '생활가전', 4),
  category(8, 'Health', '헬스·뷰티', 5),
];

/** A client answering from a script, so the page's states can be driven one by one. */
function scriptedClient(answers: Array<() => unknown>): ApiClient {
  return {
    axios: undefined as never,
    call: async (endpoint) => {
      expect(endpoint).toBe(listMainCategories);
      const next = answers.shift();
      if (!next) throw new Error('no scripted answer left');
      return next() as never;
    },
  };
}

function renderApp(client: ApiClient, path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders
      queryClient={queryClient}
      apiClient={client}
      storage={createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() })}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('home page', () => {
  it('shows the five categories as links to their category homes, three large then two', async () => {
    renderApp(scriptedClient([() => categories]));
    const lists = await screen.findAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['휴대폰', '인터넷', '정수기']);
    expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['생활가전', '헬스·뷰티']);
    expect(screen.getByRole('link', { name: '휴대폰' })).toHaveAttribute(
      'href',
      '/product/home/1/Mobile%20Phones',
    );
    expect(screen.getByRole('link', { name: '헬스·뷰티' })).toHaveAttribute(
      'href',
      '/product/home/8/Health',
    );
  });

  it('says when it fails and loads again on request', async () => {
    const user = userEvent.setup();
    renderApp(
      scriptedClient([
        () => {
          throw new ApiError(500, 500, '서버 오류');
        },
        () => categories,
      ]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('카테고리를 불러오지 못했어요');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '정수기' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp(scriptedClient([]), '/no/such/page');
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  });
});
