import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  enforcementMessages,
  getAdminDealer,
  listAuditLog,
  notFoundMessage,
  reactivateDealer,
  suspendDealer,
  type AdminDealerDetail,
} from '@quotemarket/contract';
import {
  adminDealerDetail,
  adminReview,
  auditEntry,
  listPage,
} from '@quotemarket/contract/testing';
import { serveHeldAnswer } from '@quotemarket/testing';
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

/** The dealer as the server holds it: each write below changes what the next read answers. */
function serveDealer(initial: AdminDealerDetail) {
  let current = initial;
  const audit = mockEndpoint(listAuditLog, listPage([auditEntry(1, { action: 'dealer.warn' })]));
  server.use(mockEndpoint(getAdminDealer, () => current).handler, audit.handler);
  return {
    audit,
    set: (next: AdminDealerDetail) => (current = next),
  };
}

/** What the page says beside a term of its profile or figures. */
function described(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('DealerPage', () => {
  it('shows the profile, bids and win rate, reviews, reports and what operators did', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const { audit } = serveDealer(
      adminDealerDetail(3, {
        businessRegistrationNumber: '220-81-62517',
        businessVerifiedAt: '2026-11-03T02:00:00.000Z',
        bids: { total: 12, won: 3, winRate: 0.25, withdrawnForStore: 2 },
        reviews: [
          adminReview(21),
          adminReview(22, { hidden: { at: '2026-12-03T01:00:00.000Z', reason: '욕설' } }),
        ],
        hiddenReviewCount: 1,
      }),
    );
    renderAdmin({ entries: [paths.dealer(3)] });

    expect(
      await screen.findByRole('heading', { level: 1, name: /강남 모바일 3호점/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('김대표')).toBeInTheDocument();
    expect(screen.getByText('휴대폰')).toBeInTheDocument();
    expect(described('사업자등록번호')).toHaveTextContent('220-81-62517');
    expect(described('사업자 확인')).toHaveTextContent('2026.11.03');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(described('판매점 사정으로 철회된 견적')).toHaveTextContent('2개');
    expect(screen.getByText('4.2점 (후기 5개)')).toBeInTheDocument();
    const reviews = screen.getByRole('table', { name: '최근 후기 (가려진 후기 포함)' });
    expect(within(reviews).getByText(/욕설/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '신고 #8 자세히 보기' })).toHaveAttribute(
      'href',
      '/reports/8',
    );
    expect(await screen.findByText('판매점 경고')).toBeInTheDocument();
    expect(Object.fromEntries(audit.calls[0]!.url.searchParams)).toMatchObject({
      targetType: 'dealer',
      targetId: '3',
    });
    await expectNoAxeViolations();
  });

  it('suspends with a required reason, pending while it runs, then shows 이용 정지 and lifts it', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const dealer = serveDealer(adminDealerDetail(3));
    const suspended = adminDealerDetail(3, {
      status: 'suspended',
      suspension: { at: '2026-12-06T10:00:00.000Z', reason: '허위 견적 반복' },
    });
    const suspend = serveHeldAnswer(server, suspendDealer, () => dealer.set(suspended));
    renderAdmin({ entries: [paths.dealer(3)] });

    await user.click(await screen.findByRole('button', { name: '이용 정지' }));
    const dialog = screen.getByRole('dialog', { name: '강남 모바일 3호점 이용 정지' });
    expect(within(dialog).getByText(/철회돼요/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '이용 정지하기' }));
    expect(within(dialog).getByText(enforcementMessages.reasonRequired)).toBeInTheDocument();
    expect(suspend.calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '정지 사유' }), '허위 견적 반복');
    await user.click(within(dialog).getByRole('button', { name: '이용 정지하기' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /이용 정지하기/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    suspend.release();
    expect(
      await within(dialog).findByText('이용을 정지했어요. 진행 중이던 견적은 철회됐어요.'),
    ).toBeInTheDocument();
    expect(suspend.calls[0]?.body).toEqual({ reason: '허위 견적 반복' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));

    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading).getByText('이용 정지')).toBeInTheDocument();
    expect(screen.getByText('사유: 허위 견적 반복')).toBeInTheDocument();

    const reactivate = mockEndpoint(reactivateDealer, () => dealer.set(adminDealerDetail(3)));
    server.use(reactivate.handler);
    await user.click(screen.getByRole('button', { name: '이용 정지 풀기' }));
    const again = screen.getByRole('dialog', { name: '강남 모바일 3호점 이용 정지 풀기' });
    await user.type(within(again).getByRole('textbox', { name: '해제 사유' }), '소명 확인');
    await user.click(within(again).getByRole('button', { name: '정지 풀기' }));
    expect(await within(again).findByText('이용 정지를 풀었어요.')).toBeInTheDocument();
    expect(reactivate.calls[0]?.body).toEqual({ reason: '소명 확인' });
    await user.click(within(again).getByRole('button', { name: '닫기' }));
    expect(
      within(screen.getByRole('heading', { level: 1 })).getByText('활동 중'),
    ).toBeInTheDocument();
  });

  it('shows a refusal in the dialog, and offers 조회 전용 no suspension', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'ADMIN' });
    serveDealer(adminDealerDetail(3));
    server.use(
      mockEndpoint(suspendDealer, () => apiErrorResponse(409, enforcementMessages.alreadySuspended))
        .handler,
    );
    const { unmount } = renderAdmin({ entries: [paths.dealer(3)] });
    await user.click(await screen.findByRole('button', { name: '이용 정지' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '정지 사유' }), '허위 견적');
    await user.click(within(dialog).getByRole('button', { name: '이용 정지하기' }));
    expect(
      await within(dialog).findByText(enforcementMessages.alreadySuspended),
    ).toBeInTheDocument();
    unmount();

    serveOperatorMe(server, { role: 'VIEWER' });
    renderAdmin({ entries: [paths.dealer(3)] });
    expect(await screen.findByText('김대표')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이용 정지' })).not.toBeInTheDocument();
  });

  it('says when a store joined without 입점 신청 and was never checked', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveDealer(
      adminDealerDetail(3, { businessRegistrationNumber: null, businessVerifiedAt: null }),
    );
    renderAdmin({ entries: [paths.dealer(3)] });
    await screen.findByRole('heading', { level: 1, name: /강남 모바일 3호점/ });
    expect(described('사업자등록번호')).toHaveTextContent('없음 (입점 신청 없이 가입)');
    expect(described('사업자 확인')).toHaveTextContent('아직 확인 전');
  });

  it('says so when the dealer does not exist', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(getAdminDealer, () => apiErrorResponse(404, notFoundMessage('dealer'))).handler,
    );
    renderAdmin({ entries: [paths.dealer(404)] });
    expect(await screen.findByText('판매점을 찾을 수 없어요')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
