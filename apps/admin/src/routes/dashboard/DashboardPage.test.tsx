import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMarketDashboard } from '@quotemarket/contract';
import { marketDashboard } from '@quotemarket/contract/testing';
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

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('is the console’s home and shows the figures with tables of the same numbers', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    server.use(mockEndpoint(getMarketDashboard, marketDashboard()).handler);
    const { router } = renderAdmin({ entries: ['/'] });

    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard());
    expect(await screen.findByText('44건')).toBeInTheDocument();
    expect(screen.getByText('42.5분 · 3시간')).toBeInTheDocument();
    expect(screen.getByText('45% (끝난 요청 40건 중 18건)')).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: '날짜별 견적 요청 수' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    const byModel = screen.getByRole('table', { name: '모델별 총 비용 중앙값' });
    expect(within(byModel).getByRole('cell', { name: '1,320,000원' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('downloads the figures as a CSV file Excel reads as Korean', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    server.use(mockEndpoint(getMarketDashboard, marketDashboard()).handler);
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:dashboard';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin({ entries: [paths.dashboard()] });

    await user.click(await screen.findByRole('button', { name: 'CSV 내려받기' }));

    expect(clicked).toHaveBeenCalledOnce();
    expect(made[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await made[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('says when there is nothing yet, and when the figures could not be read', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(
        getMarketDashboard,
        marketDashboard({
          requests: 0,
          requestsByDay: [],
          allInCostByModel: [],
          selectionShare: null,
        }),
      ).handler,
    );
    const { unmount } = renderAdmin({ entries: [paths.dashboard()] });
    expect(await screen.findByText('기간 안에 들어온 견적 요청이 없어요')).toBeInTheDocument();
    expect(screen.getByText('기간 안에 받은 견적이 없어요')).toBeInTheDocument();
    unmount();

    server.use(
      mockEndpoint(getMarketDashboard, () => apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'))
        .handler,
    );
    renderAdmin({ entries: [paths.dashboard()] });
    expect(await screen.findByText('대시보드를 불러오지 못했어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV 내려받기' })).toBeDisabled();
  });
});
