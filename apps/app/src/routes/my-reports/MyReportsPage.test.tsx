import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMyReports, type MyReport } from '@quotemarket/contract';
import { listPage, myReport } from '@quotemarket/contract/testing';
import { installFakeIntersectionObserver } from '@quotemarket/testing';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';
import { routes } from '../routes';

const server = setupMswServer();
installFakeIntersectionObserver();

// Page chunks compile on first import; the login page is where a visitor without a token lands.
beforeAll(async () => {
  await Promise.all([import('./MyReportsPage'), import('../login/LoginPage')]);
});

function serveReports(reports: MyReport[]) {
  const mock = mockEndpoint(listMyReports, listPage(reports, reports.length, 10));
  server.use(mock.handler);
  return mock;
}

function renderMyReports({ loggedIn = true } = {}) {
  return renderApp(routes, {
    entries: [paths.myReports()],
    api: 'msw',
    ...(loggedIn && { token: 'buyer-token' }),
  });
}

describe('신고 내역', () => {
  it("shows each report with its store, reason, words, status and the operators' outcome", async () => {
    serveReports([
      myReport(2, {
        storeName: '역삼 스토어',
        status: 'RESOLVED',
        action: 'SUSPEND',
        handledAt: '2026-11-22T10:00:00.000Z',
        reason: 'DIFFERENT_CONTRACT',
      }),
      myReport(1, { storeName: '강남 모바일' }),
    ]);
    renderMyReports();

    expect(await screen.findByRole('heading', { level: 1, name: '신고 내역' })).toBeInTheDocument();
    const resolved = await screen.findByRole('article', { name: '역삼 스토어' });
    expect(within(resolved).getByText('조치 완료')).toBeInTheDocument();
    expect(within(resolved).getByText('신고 사유 · 견적과 다르게 계약했어요')).toBeInTheDocument();
    expect(
      within(resolved).getByText('신고를 확인하고 판매점 이용을 정지했어요.'),
    ).toBeInTheDocument();
    const received = screen.getByRole('article', { name: '강남 모바일' });
    expect(within(received).getByText('접수')).toBeInTheDocument();
    expect(within(received).getByText('신고 사유 · 기타')).toBeInTheDocument();
    expect(within(received).getByText('다른 요금제를 강요했어요 1')).toBeInTheDocument();
    expect(
      within(received).getByText('신고가 접수됐어요. 운영팀이 곧 살펴볼게요.'),
    ).toBeInTheDocument();
  });

  it('says so when the buyer has reported no store', async () => {
    serveReports([]);
    renderMyReports();
    expect(await screen.findByText('신고한 판매점이 없어요')).toBeInTheDocument();
  });

  it('says the list could not be loaded and loads it again on retry', async () => {
    silenceConsoleErrors();
    let fail = true;
    server.use(
      mockEndpoint(listMyReports, () =>
        fail ? apiErrorResponse(500, '서버 오류') : listPage([myReport(1)], 1, 10),
      ).handler,
    );
    const user = userEvent.setup();
    renderMyReports();

    expect(await screen.findByText('신고 내역을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '강남 모바일' })).toBeInTheDocument();
  });

  it('needs a login: without a token it goes to the login page', async () => {
    const mock = serveReports([myReport(1)]);
    const { router } = renderMyReports({ loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login()));
    expect(mock.calls).toHaveLength(0);
  });
});
