import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  decideReviewCheck,
  enforcementMessages,
  listReviewChecks,
  type ReviewCheck,
} from '@quotemarket/contract';
import { adminReview, listPage, reviewCheck } from '@quotemarket/contract/testing';
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

/** The queue as the server holds it: a decided check leaves 검토 대기. */
function serveChecks(initial: ReviewCheck[]) {
  let checks = initial;
  const list = mockEndpoint(listReviewChecks, ({ url }) => {
    const status = url.searchParams.get('status');
    return listPage(checks.filter((check) => !status || check.status === status));
  });
  const decide = mockEndpoint(decideReviewCheck, ({ url, body }) => {
    const id = Number(url.pathname.split('/').at(-2));
    const asked = body as { decision: 'KEEP' | 'HIDE'; note: string };
    const decided: ReviewCheck = {
      ...checks.find((check) => check.id === id)!,
      status: asked.decision === 'KEEP' ? 'KEPT' : 'HIDDEN',
      operatorNote: asked.note,
      decidedAt: '2026-12-06T10:00:00.000Z',
    };
    checks = checks.map((check) => (check.id === id ? decided : check));
    return decided;
  });
  server.use(list.handler, decide.handler);
  return { list, decide };
}

describe('ReviewChecksPage', () => {
  it('lists the pending checks with the review, and hides one with a note after confirming', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const { list, decide } = serveChecks([
      reviewCheck(4),
      reviewCheck(5, {
        review: adminReview(30, { rating: 1, review: '최악이에요' }),
        reason: '경쟁 매장의 후기로 보여요.',
      }),
    ]);
    renderAdmin({ entries: [paths.reviewChecks()] });

    const table = await screen.findByRole('table', { name: '후기 검토 요청' });
    expect(list.calls[0]?.url.searchParams.get('status')).toBe('PENDING');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('최악이에요')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1점 · 갤럭시 S26')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('경쟁 매장의 후기로 보여요.')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '강남 모바일 3호점' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(rows[1]!).getByRole('button', { name: '가림' }));
    const dialog = screen.getByRole('dialog', { name: '강남 모바일 3호점 후기 가리기' });
    await user.click(within(dialog).getByRole('button', { name: '가리기' }));
    expect(within(dialog).getByText(enforcementMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '운영 메모' }), '거래 기록 없음');
    await user.click(within(dialog).getByRole('button', { name: '가리기' }));

    expect(await screen.findByText('후기를 가렸어요.')).toBeInTheDocument();
    expect(decide.calls[0]?.url.pathname).toBe('/api/v2/admin/review-checks/5/decision');
    expect(decide.calls[0]?.body).toEqual({ decision: 'HIDE', note: '거래 기록 없음' });
    expect(await screen.findByText('총 1건 · 1/1 페이지')).toBeInTheDocument();
    expect(screen.queryByText('최악이에요')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '가림');
    expect(await screen.findByText('거래 기록 없음')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가림' })).not.toBeInTheDocument();
  });

  it('orders by a column from its header on the server, keeping the order in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const { list } = serveChecks([reviewCheck(4), reviewCheck(5)]);
    const { router } = renderAdmin({ entries: [paths.reviewChecks()] });

    const asked = await screen.findByRole('columnheader', { name: '요청 시각 (KST)' });
    expect(asked).toHaveAttribute('aria-sort', 'ascending');
    expect(list.calls[0]!.url.searchParams.get('sort')).toBe('createdAt');
    expect(screen.getByRole('columnheader', { name: '요청 사유' })).not.toContainElement(
      screen.queryByRole('button', { name: '요청 사유' }),
    );

    await user.click(screen.getByRole('button', { name: '별점·후기' }));
    await waitFor(() =>
      expect(Object.fromEntries(list.calls.at(-1)!.url.searchParams)).toEqual({
        status: 'PENDING',
        sort: 'rating',
        order: 'desc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '별점·후기' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=rating&order=desc&page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '전체');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=rating&order=desc&page=1&status='),
    );
    expect(list.calls.at(-1)!.url.searchParams.has('status')).toBe(false);
    expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('rating');
  });

  it('keeps a review, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'ADMIN' });
    serveChecks([reviewCheck(4)]);
    server.use(
      mockEndpoint(decideReviewCheck, () =>
        apiErrorResponse(409, enforcementMessages.reviewCheckDecided),
      ).handler,
    );
    renderAdmin({ entries: [paths.reviewChecks()] });
    await user.click(await screen.findByRole('button', { name: '유지' }));
    const dialog = screen.getByRole('dialog', { name: '강남 모바일 3호점 후기 유지' });
    await user.type(within(dialog).getByRole('textbox', { name: '운영 메모' }), '정상 후기');
    await user.click(within(dialog).getByRole('button', { name: '유지하기' }));
    expect(
      await within(dialog).findByText(enforcementMessages.reviewCheckDecided),
    ).toBeInTheDocument();
  });

  it('shows 조회 전용 the queue without the decisions, and an empty queue', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveChecks([reviewCheck(4)]);
    const { unmount } = renderAdmin({ entries: [paths.reviewChecks()] });
    expect(await screen.findByText('실제 거래가 없었던 구매자의 후기예요.')).toBeInTheDocument();
    expect(screen.getAllByText('검토 대기').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '유지' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가림' })).not.toBeInTheDocument();
    unmount();

    serveChecks([]);
    renderAdmin({ entries: [paths.reviewChecks()] });
    expect(await screen.findByText('검토 대기 상태인 요청이 없어요')).toBeInTheDocument();
  });
});
