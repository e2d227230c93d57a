import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAdminDealers } from '@quotemarket/contract';
import { adminDealerSummary, listPage } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../../testing/renderAdmin';

const server = setupMswServer();

describe('DealersPage', () => {
  it('lists the dealers with their status, and sends the filters to the server', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const dealers = mockEndpoint(listAdminDealers, ({ url }) =>
      url.searchParams.get('status') === 'suspended'
        ? listPage([])
        : listPage(
            [
              adminDealerSummary(3, { openReportCount: 2 }),
              adminDealerSummary(4, {
                businessRegistrationNumber: null,
                status: 'suspended',
                suspension: { at: '2026-12-05T01:00:00.000Z', reason: '허위 견적' },
              }),
            ],
            12,
          ),
    );
    server.use(dealers.handler);
    const { router } = renderAdmin({ entries: [paths.dealers()] });

    const table = await screen.findByRole('table', { name: '판매점' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '강남 모바일 3호점' })).toHaveAttribute(
      'href',
      `/dealers/3`,
    );
    expect(within(rows[0]!).getByText('활동 중')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2건')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('220-81-62517')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('이용 정지')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('없음')).toBeInTheDocument();
    expect(screen.getByText('총 12곳 · 1/2 페이지')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '이용 정지');
    await user.type(
      screen.getByRole('textbox', { name: '상호, 이메일, 사업자등록번호' }),
      ' 강남 ',
    );
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText('찾는 판매점이 없어요')).toBeInTheDocument();
    expect(Object.fromEntries(dealers.calls.at(-1)!.url.searchParams)).toEqual({
      status: 'suspended',
      search: '강남',
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(router.state.location.search).toBe('?status=suspended&search=%EA%B0%95%EB%82%A8&page=1');
  });

  it('orders by a column from its header on the server, keeping the filter and the order in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const dealers = mockEndpoint(listAdminDealers, () =>
      listPage([adminDealerSummary(3), adminDealerSummary(4)], 12),
    );
    server.use(dealers.handler);
    const { router } = renderAdmin({ entries: [`${paths.dealers()}?status=active&page=2`] });

    const joined = await screen.findByRole('columnheader', { name: '가입일' });
    expect(joined).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '이메일' })).not.toContainElement(
      screen.queryByRole('button', { name: '이메일' }),
    );

    await user.click(screen.getByRole('button', { name: '보낸 견적' }));
    await waitFor(() =>
      expect(Object.fromEntries(dealers.calls.at(-1)!.url.searchParams)).toEqual({
        status: 'active',
        sort: 'bidCount',
        order: 'desc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '보낸 견적' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(joined).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: '보낸 견적' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=active&sort=bidCount&order=asc&page=1'),
    );
    await user.click(screen.getByRole('button', { name: '상호' }));
    await waitFor(() =>
      expect(dealers.calls.at(-1)!.url.searchParams.get('sort')).toBe('storeName'),
    );
    expect(dealers.calls.at(-1)!.url.searchParams.get('order')).toBe('asc');
  });

  it('sends a 사업자등록번호 as typed: the server reads it with or without hyphens', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const dealers = mockEndpoint(listAdminDealers, listPage([adminDealerSummary(3)]));
    server.use(dealers.handler);
    renderAdmin({ entries: [paths.dealers()] });
    const field = await screen.findByRole('textbox', { name: '상호, 이메일, 사업자등록번호' });
    expect(field).toHaveAccessibleDescription(
      '일부만 써도 찾아요. 사업자등록번호는 하이픈(-) 없이 써도 돼요.',
    );
    await user.type(field, '220-81-62517');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() =>
      expect(dealers.calls.at(-1)?.url.searchParams.get('search')).toBe('220-81-62517'),
    );
  });

  it('asks for the next page from the server', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const dealers = mockEndpoint(listAdminDealers, ({ url }) =>
      listPage([adminDealerSummary(Number(url.searchParams.get('page')) * 10)], 12),
    );
    server.use(dealers.handler);
    renderAdmin({ entries: [paths.dealers()] });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(await screen.findByRole('link', { name: '강남 모바일 20호점' })).toBeInTheDocument();
    expect(dealers.calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(listAdminDealers, () => apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'))
        .handler,
    );
    renderAdmin({ entries: [paths.dealers()] });
    expect(await screen.findByText('판매점을 불러오지 못했어요')).toBeInTheDocument();
    server.use(mockEndpoint(listAdminDealers, listPage([adminDealerSummary(3)])).handler);
    await userEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '강남 모바일 3호점' })).toBeInTheDocument(),
    );
  });
});
