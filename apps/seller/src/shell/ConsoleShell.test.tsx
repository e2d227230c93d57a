import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeSellerWarning,
  getDealerUnreadMessages,
  listSellerDemoAccounts,
  listSellerWarnings,
  sellerLogout,
} from '@quotemarket/contract';
import { dealerUnreadMessages, sellerWarning } from '@quotemarket/contract/testing';
import { paths, routePatterns } from '../paths';
import { createConsoleRoutes } from '../routes/routes';
import { mockEndpoint, renderConsole, setupMswServer } from '../testing/renderConsole';
import { serveSellerProfile } from '../testing/sellerFixtures';

const server = setupMswServer();

/** The login page the shell sends a signed-out dealer to, as production shows it. */
function serveLoginPage() {
  server.use(mockEndpoint(listSellerDemoAccounts, []).handler);
}

/** The frame around two stand-in pages, so the test sees only what the shell does. */
const routes = createConsoleRoutes([
  { index: true, element: <h1>견적 요청</h1> },
  { path: routePatterns.bids, element: <h1>보낸 견적</h1> },
]);

function navigation() {
  return screen.getByRole('navigation', { name: '콘솔 메뉴' });
}

describe('ConsoleShell', () => {
  it('names the store and marks the section of the page', async () => {
    serveSellerProfile(server);
    const { container } = renderConsole({ entries: [paths.bids()], routes });

    // The name's line is held by a placeholder until it comes, so nothing below it moves.
    await waitFor(() => expect(container.querySelector('[data-part="store"]')).not.toBeNull());
    const storeLine = container.querySelector('[data-part="store"]');
    expect(storeLine?.querySelector('[data-qm="skeleton"]')).not.toBeNull();
    expect(await screen.findByText('강남 모바일')).toBe(storeLine);
    expect(within(navigation()).getByRole('link', { name: '보낸 견적' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation()).getByRole('link', { name: '견적 요청' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows the operators' warning above the page until the dealer acknowledges it", async () => {
    serveSellerProfile(server);
    const warning = sellerWarning(3, { message: '요금제 강요는 운영 정책 위반이에요.' });
    const acknowledged = mockEndpoint(acknowledgeSellerWarning, null);
    server.use(mockEndpoint(listSellerWarnings, [warning]).handler, acknowledged.handler);
    const user = userEvent.setup();
    renderConsole({ entries: [paths.bids()], routes });

    const notices = await screen.findByRole('region', { name: '운영팀 알림' });
    expect(within(notices).getByText(/요금제 강요는 운영 정책 위반이에요\./)).toBeVisible();
    await user.click(within(notices).getByRole('button', { name: '확인했어요' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '운영팀 알림' })).not.toBeInTheDocument(),
    );
    expect(acknowledged.calls[0]?.url.pathname).toBe('/api/v2/seller/warnings/3/acknowledge');
  });

  it('sends a signed-out device to the login', async () => {
    serveLoginPage();
    renderConsole({ entries: [paths.bids()], routes, sellerToken: null });
    expect(await screen.findByRole('heading', { name: '견적마켓 파트너 로그인' })).toBeVisible();
  });

  it('announces a new request and counts it on 견적 요청 until the inbox is opened', async () => {
    serveSellerProfile(server);
    const { events } = renderConsole({ entries: [paths.bids()], routes });
    await waitFor(() => expect(events.listening).toBe(1));

    act(() =>
      events.emit({
        quotationId: 9,
        categoryId: 1,
        change: 'opened',
        mine: false,
        closedReason: null,
      }),
    );
    act(() =>
      events.emit({
        quotationId: 10,
        categoryId: 2,
        change: 'opened',
        mine: false,
        closedReason: null,
      }),
    );

    expect((await screen.findAllByText('새 견적 요청이 들어왔어요.')).length).toBeGreaterThan(0);
    const inboxLink = within(navigation()).getByRole('link', { name: '견적 요청 새 요청 2건' });

    await userEvent.click(inboxLink);
    expect(await screen.findByRole('heading', { level: 1, name: '견적 요청' })).toBeVisible();
    expect(within(navigation()).getByRole('link', { name: '견적 요청' })).not.toHaveTextContent(
      /\d/,
    );
  });

  it('counts unread messages on 보낸 견적 and announces a new one, read again live', async () => {
    serveSellerProfile(server);
    let unread = 1;
    server.use(mockEndpoint(getDealerUnreadMessages, () => dealerUnreadMessages(unread)).handler);
    const { events } = renderConsole({ entries: [paths.inbox()], routes });
    await waitFor(() => expect(events.listening).toBe(1));
    expect(
      await within(navigation()).findByRole('link', { name: '보낸 견적 안 읽은 메시지 1개' }),
    ).toBeInTheDocument();

    unread = 2;
    act(() =>
      events.emitMessage({
        quotationId: 42,
        estimationId: 9,
        change: 'sent',
        by: 'buyer',
        messageId: 5,
      }),
    );

    expect((await screen.findAllByText('고객이 메시지를 보냈어요.')).length).toBeGreaterThan(0);
    expect(
      await within(navigation()).findByRole('link', { name: '보낸 견적 안 읽은 메시지 2개' }),
    ).toBeInTheDocument();
  });

  it('does not announce the dealer’s own message or a receipt', async () => {
    serveSellerProfile(server);
    const { events } = renderConsole({ entries: [paths.inbox()], routes });
    await waitFor(() => expect(events.listening).toBe(1));

    act(() => {
      events.emitMessage({
        quotationId: 42,
        estimationId: 9,
        change: 'sent',
        by: 'dealer',
        messageId: 6,
      });
      events.emitMessage({
        quotationId: 42,
        estimationId: 9,
        change: 'read',
        by: 'buyer',
        messageId: null,
      });
    });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('고객이 메시지를 보냈어요.')).not.toBeInTheDocument();
  });

  it('tells the dealer when a buyer chose their quote, and not when another store won', async () => {
    serveSellerProfile(server);
    const { events } = renderConsole({ entries: [paths.bids()], routes });
    await waitFor(() => expect(events.listening).toBe(1));

    act(() =>
      events.emit({
        quotationId: 9,
        categoryId: 1,
        change: 'selected',
        mine: false,
        closedReason: null,
      }),
    );
    act(() =>
      events.emit({
        quotationId: 10,
        categoryId: 1,
        change: 'selected',
        mine: true,
        closedReason: null,
      }),
    );

    expect(
      await screen.findAllByText('구매자가 내 견적을 골랐어요. 낙찰에서 연락처를 확인해 주세요.'),
    ).toHaveLength(1);
  });

  it.each([
    ['SELECTED_ELSEWHERE', 'selected', '다른 판매점이 선택됐어요'],
    ['BUYER_CLOSED', 'closed', '고객이 견적 받기를 그만뒀어요'],
    ['EXPIRED', 'closed', '선택 없이 마감됐어요'],
    ['OPERATOR_CLOSED', 'closed', '운영자가 종료했어요'],
  ] as const)(
    'tells a bidding dealer a request ended (%s) with its reason, and not the others',
    async (closedReason, change, reason) => {
      serveSellerProfile(server);
      const { events } = renderConsole({ entries: [paths.bids()], routes });
      await waitFor(() => expect(events.listening).toBe(1));

      act(() =>
        events.emit({ quotationId: 9, categoryId: 1, change, mine: false, closedReason: null }),
      );
      act(() =>
        events.emit({
          quotationId: 10,
          categoryId: 1,
          change,
          mine: change === 'closed',
          closedReason,
        }),
      );

      expect(await screen.findAllByText('내가 견적을 보낸 요청이 끝났어요')).toHaveLength(1);
      expect(screen.getAllByText(`${reason}. 더는 견적을 바꿀 수 없어요.`)).toHaveLength(1);
    },
  );

  it('logs out: ends the session, forgets only the dealer and shows the login', async () => {
    serveSellerProfile(server);
    serveLoginPage();
    const logout = mockEndpoint(sellerLogout, null);
    server.use(logout.handler);
    const { storage } = renderConsole({
      entries: [paths.bids()],
      routes,
      prepareStorage: (prepared) => prepared.write('token', 'buyer-token'),
    });

    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));

    expect(await screen.findByRole('heading', { name: '견적마켓 파트너 로그인' })).toBeVisible();
    expect(logout.calls).toHaveLength(1);
    expect(storage.read('sellerToken')).toBeNull();
    expect(storage.read('token')).toBe('buyer-token');
  });
});
