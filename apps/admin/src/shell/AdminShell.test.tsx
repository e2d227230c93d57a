import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getOperatorMe,
  listOperatorDemoAccounts,
  operatorLogout,
  operatorMessages,
} from '@quotemarket/contract';
import { paths } from '../paths';
import { createAdminRoutes } from '../routes/routes';
import { expectNoAxeViolations } from '../testing/axe';
import { serveOperatorMe } from '../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../testing/renderAdmin';

const server = setupMswServer();

const adminRoutes = createAdminRoutes([
  { path: 'audit', element: <p>감사 기록 화면</p> },
  { path: 'operators', element: <p>운영자 관리 화면</p> },
  { path: '*', element: <p>없는 화면</p> },
]);

function renderShell(entries = [paths.audit()]) {
  server.use(mockEndpoint(listOperatorDemoAccounts, []).handler);
  return renderAdmin({ entries, routes: adminRoutes });
}

describe('AdminShell', () => {
  it('shows who is signed in, as what, and every section a 관리자 can open', async () => {
    serveOperatorMe(server);
    renderShell();

    expect(await screen.findByText('김운영 · 관리자')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '운영 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '대시보드',
      '견적 요청',
      '입점 신청',
      '판매점',
      '신고',
      '후기 검토',
      '상품',
      '공지사항',
      '자주 묻는 질문',
      '1:1 문의',
      '감사 기록',
      '운영자 관리',
    ]);
    expect(within(nav).getByRole('link', { name: '감사 기록' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations();
  });

  it('lists no 운영자 관리 for a 조회 전용 operator', async () => {
    serveOperatorMe(server, { name: '이조회', role: 'VIEWER' });
    renderShell();

    expect(await screen.findByText('이조회 · 조회 전용')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '운영 메뉴' });
    expect(within(nav).queryByRole('link', { name: '운영자 관리' })).not.toBeInTheDocument();
  });

  it('logs out: the session ends on the server and the tab forgets it', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const logout = mockEndpoint(operatorLogout, null);
    server.use(logout.handler);
    const { router, storage } = renderShell();

    await user.click(await screen.findByRole('button', { name: '로그아웃' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '견적마켓 운영 콘솔 로그인' }),
    ).toBeInTheDocument();
    expect(logout.calls).toHaveLength(1);
    expect(storage.read('operatorToken')).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login());
  });

  it('goes back to the login saying so when the session ended after 30 idle minutes', async () => {
    server.use(
      mockEndpoint(getOperatorMe, () => apiErrorResponse(401, operatorMessages.idleExpired))
        .handler,
    );
    const { router, storage } = renderShell();

    expect(await screen.findByRole('status')).toHaveTextContent(operatorMessages.idleExpired);
    expect(router.state.location.pathname).toBe(paths.login());
    expect(storage.read('operatorToken')).toBeNull();
  });

  it('sends a signed-out tab to the login', async () => {
    server.use(mockEndpoint(listOperatorDemoAccounts, []).handler);
    const { router } = renderAdmin({
      entries: [paths.operators()],
      operatorToken: null,
      routes: adminRoutes,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '견적마켓 운영 콘솔 로그인' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login());
  });
});
