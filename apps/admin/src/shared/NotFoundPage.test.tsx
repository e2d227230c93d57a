import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getMarketDashboard, listAuditLog, listOperators } from '@quotemarket/contract';
import { listPage, marketDashboard } from '@quotemarket/contract/testing';
import { paths } from '../paths';
import { expectNoAxeViolations } from '../testing/axe';
import { serveOperatorMe } from '../testing/operatorFixtures';
import { mockEndpoint, renderAdmin, setupMswServer } from '../testing/renderAdmin';

const server = setupMswServer();

describe('NotFoundPage', () => {
  it('answers an unknown console address inside the frame, with the way back', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    server.use(mockEndpoint(listAuditLog, listPage([])).handler);
    const { router } = renderAdmin({ entries: ['/no-such-screen'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '운영 메뉴' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: '대시보드로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home()));
  });

  it('opens the dashboard for the console’s own address', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(listAuditLog, listPage([])).handler,
      mockEndpoint(listOperators, []).handler,
      mockEndpoint(getMarketDashboard, marketDashboard()).handler,
    );
    const { router } = renderAdmin({ entries: ['/'] });
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home());
  });
});
