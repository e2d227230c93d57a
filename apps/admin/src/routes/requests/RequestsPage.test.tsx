import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listMarketRequests, marketRequestMessages } from '@quotemarket/contract';
import { listPage, marketRequestListItem } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import { mockEndpoint, renderAdmin, setupMswServer } from '../../testing/renderAdmin';

const server = setupMswServer();

describe('RequestsPage', () => {
  it('lists the latest requests, the buyer’s number masked, and finds one by the last four digits', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const mock = mockEndpoint(listMarketRequests, ({ url }) =>
      url.searchParams.get('phone') === '1234'
        ? listPage([marketRequestListItem(7, { hasSelection: true, status: 'SELECTED' })])
        : listPage([
            marketRequestListItem(8),
            marketRequestListItem(9, { status: 'CLOSED', isOpen: false }),
          ]),
    );
    server.use(mock.handler);
    const { router } = renderAdmin({ entries: [paths.requests()] });

    const table = await screen.findByRole('table', { name: '견적 요청' });
    expect(within(table).getAllByText('010-****-1234')).toHaveLength(2);
    expect(within(table).getByText('운영자 마감')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(screen.getByRole('textbox', { name: '구매자 휴대폰 번호' }), '1234');
    await user.click(screen.getByRole('button', { name: '찾기' }));

    expect(await screen.findByText('구매 신청')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?by=phone&q=1234');
    expect(Object.fromEntries(mock.calls.at(-1)!.url.searchParams)).toEqual({
      phone: '1234',
      sort: 'submittedAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(screen.getByRole('link', { name: '요청 #7 자세히 보기' })).toHaveAttribute(
      'href',
      '/requests/7',
    );
  });

  it('orders by a column from its header on the server, keeping the search and the order in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const mock = mockEndpoint(listMarketRequests, () =>
      listPage([marketRequestListItem(8), marketRequestListItem(9)], 12),
    );
    server.use(mock.handler);
    const { router } = renderAdmin({ entries: [`${paths.requests()}?by=phone&q=1234&page=2`] });

    const submitted = await screen.findByRole('columnheader', { name: '요청 시각 (KST)' });
    expect(submitted).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '구매자 번호' })).not.toContainElement(
      screen.queryByRole('button', { name: '구매자 번호' }),
    );

    await user.click(screen.getByRole('button', { name: '견적' }));
    await waitFor(() =>
      expect(Object.fromEntries(mock.calls.at(-1)!.url.searchParams)).toEqual({
        phone: '1234',
        sort: 'bidCount',
        order: 'desc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '견적' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(submitted).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: '견적' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?by=phone&q=1234&sort=bidCount&order=asc'),
    );
    await user.click(screen.getByRole('button', { name: '상품' }));
    await waitFor(() =>
      expect(mock.calls.at(-1)!.url.searchParams.get('sort')).toBe('productName'),
    );
    expect(mock.calls.at(-1)!.url.searchParams.get('order')).toBe('asc');
    // A new search keeps the order asked.
    await user.clear(screen.getByRole('textbox', { name: '구매자 휴대폰 번호' }));
    await user.type(screen.getByRole('textbox', { name: '구매자 휴대폰 번호' }), '5678');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?by=phone&q=5678&sort=productName&order=asc'),
    );
  });

  it('says what to type before asking, and when nothing matches', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const mock = mockEndpoint(listMarketRequests, listPage([]));
    server.use(mock.handler);
    renderAdmin({ entries: [`${paths.requests()}?by=requestId&q=99`] });

    expect(await screen.findByText('찾는 견적 요청이 없어요')).toBeInTheDocument();
    expect(mock.calls[0]?.url.searchParams.get('requestId')).toBe('99');

    await user.selectOptions(screen.getByRole('combobox', { name: '찾는 방법' }), 'phone');
    const phone = screen.getByRole('textbox', { name: '구매자 휴대폰 번호' });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText(marketRequestMessages.phoneSearch)).toBeInTheDocument();
    expect(mock.calls).toHaveLength(1);
  });
});
