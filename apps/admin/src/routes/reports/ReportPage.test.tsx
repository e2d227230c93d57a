import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  enforcementMessages,
  getAdminReport,
  listAuditLog,
  notFoundMessage,
  updateAdminReport,
  type AdminReportDetail,
} from '@quotemarket/contract';
import {
  adminReportDetail,
  adminReview,
  dealDocument,
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

/** The report as the server holds it, each update answering and keeping what it asked. */
function serveReport(initial: AdminReportDetail) {
  let current = initial;
  const update = mockEndpoint(updateAdminReport, ({ body }) => {
    const asked = body as { status: AdminReportDetail['status']; action?: 'WARN'; note?: string };
    current = {
      ...current,
      status: asked.status,
      action: asked.action ?? null,
      operatorNote: asked.note ?? null,
      handledAt: asked.status === 'REVIEWING' ? null : '2026-12-06T10:00:00.000Z',
    };
    return current;
  });
  server.use(
    mockEndpoint(getAdminReport, () => current).handler,
    mockEndpoint(listAuditLog, listPage([])).handler,
    update.handler,
  );
  return update;
}

const actionButtons = () =>
  ['검토 시작', '조치 완료', '기각'].filter((name) => screen.queryByRole('button', { name }));

describe('ReportPage', () => {
  it('shows the report, the masked buyer, the dealer and its reviews', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    serveReport(adminReportDetail(8));
    renderAdmin({ entries: [paths.report(8)] });

    expect(await screen.findByRole('heading', { level: 1, name: /신고 #8/ })).toBeInTheDocument();
    expect(screen.getByText('견적과 다른 요금제로 개통하려고 했어요.')).toBeInTheDocument();
    expect(screen.getByText('010-****-1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '강남 모바일 3호점' })).toHaveAttribute(
      'href',
      '/dealers/3',
    );
    expect(screen.getByRole('table', { name: '최근 후기 (가려진 후기 포함)' })).toBeInTheDocument();
    expect(actionButtons()).toEqual(['검토 시작', '조치 완료', '기각']);
    await expectNoAxeViolations();
  });

  it('shows a message report in its conversation, the reported message marked', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    serveReport(
      adminReportDetail(12, {
        kind: 'message',
        reporter: 'dealer',
        reason: 'ABUSIVE',
        content: '',
        conversation: {
          estimationId: 40,
          reportedMessageId: 102,
          messages: [
            {
              id: 101,
              sender: 'dealer',
              body: '256GB 재고 있어요.',
              createdAt: '2026-12-06T01:00:00.000Z',
            },
            {
              id: 102,
              sender: 'buyer',
              body: '장난해요? 빨리 답해요.',
              createdAt: '2026-12-06T01:02:00.000Z',
            },
            {
              id: 103,
              sender: 'dealer',
              body: '',
              photo: { url: '/media/uploads/messages/a.jpg', width: 400, height: 300 },
              createdAt: '2026-12-06T01:03:00.000Z',
            },
          ],
        },
      }),
    );
    renderAdmin({ entries: [paths.report(12)] });

    expect(await screen.findByRole('heading', { level: 1, name: /신고 #12/ })).toBeInTheDocument();
    expect(screen.getByText('종류').nextElementSibling).toHaveTextContent('메시지 신고');
    expect(screen.getByText('사유').nextElementSibling).toHaveTextContent(
      '욕설이나 불쾌한 말을 했어요',
    );
    expect(screen.getByText('신고한 쪽').nextElementSibling).toHaveTextContent('판매점');
    expect(screen.getByText('신고된 구매자').nextElementSibling).toHaveTextContent('010-****-1234');
    expect(screen.getByText('덧붙인 설명 없이 사유만 골랐어요.')).toBeInTheDocument();

    const conversation = screen.getByRole('list', { name: '신고된 메시지 앞뒤 대화' });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining('256GB 재고 있어요.'),
      expect.stringContaining('장난해요? 빨리 답해요.'),
      expect.stringContaining('2026.12.06 10:03'),
    ]);
    const reported = messages.filter((message) => message.getAttribute('aria-current') === 'true');
    expect(reported).toEqual([messages[1]]);
    expect(within(messages[1]!).getByText('신고된 메시지')).toBeInTheDocument();
    expect(
      within(messages[2]!).getByRole('img', { name: '강남 모바일 3호점가 보낸 사진' }),
    ).toHaveAttribute('src', '/media/uploads/messages/a.jpg');
    await expectNoAxeViolations();
  });

  it('shows a 견적과 다르게 계약했어요 report beside the 견적서 it took, read-only', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    serveReport(
      adminReportDetail(8, { reason: 'DIFFERENT_CONTRACT', dealDocument: dealDocument() }),
    );
    renderAdmin({ entries: [paths.report(8)] });

    expect(await screen.findByRole('heading', { level: 1, name: /신고 #8/ })).toBeInTheDocument();
    expect(screen.getByText('사유').nextElementSibling).toHaveTextContent(
      '견적과 다르게 계약했어요',
    );
    const attached = screen.getByRole('region', { name: '붙은 견적서' });
    const written = within(attached).getByRole('article', { name: '견적서' });
    expect(within(written).getByText('갤럭시 S26 · 강남 견적폰')).toBeInTheDocument();
    expect(within(written).getByText('문서 확인 코드')).toBeInTheDocument();
    // The operator reads it; printing and sharing are the buyer's.
    expect(within(attached).queryByRole('button')).not.toBeInTheDocument();
    // The report and the document are the two columns of one layout.
    const layout = attached.closest('[data-qm="split-layout"]');
    expect(layout).toContainElement(screen.getByText('견적과 다른 요금제로 개통하려고 했어요.'));
    await expectNoAxeViolations();
  });

  it('shows no conversation for a report of a store', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveReport(adminReportDetail(10));
    renderAdmin({ entries: [paths.report(10)] });
    expect(await screen.findByRole('heading', { level: 1, name: /신고 #10/ })).toBeInTheDocument();
    expect(screen.getByText('종류').nextElementSibling).toHaveTextContent('판매점 신고');
    expect(screen.queryByRole('list', { name: '신고된 메시지 앞뒤 대화' })).not.toBeInTheDocument();
  });

  it('shows no 견적서 for a report of another reason', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveReport(adminReportDetail(9, { reason: 'NO_CONTACT' }));
    renderAdmin({ entries: [paths.report(9)] });

    expect(await screen.findByRole('heading', { level: 1, name: /신고 #9/ })).toBeInTheDocument();
    expect(screen.getByText('연락이 안 돼요')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '붙은 견적서' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-qm="split-layout"]')).toBeNull();
  });

  it('moves 접수 → 검토 중 → 조치 완료 with 판매점 경고, confirmed, and then offers nothing more', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const update = serveReport(adminReportDetail(8));
    renderAdmin({ entries: [paths.report(8)] });

    await user.click(await screen.findByRole('button', { name: '검토 시작' }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await within(heading).findByText('검토 중')).toBeInTheDocument();
    expect(update.calls[0]?.body).toEqual({ status: 'REVIEWING' });
    expect(actionButtons()).toEqual(['조치 완료', '기각']);

    await user.click(screen.getByRole('button', { name: '조치 완료' }));
    const dialog = screen.getByRole('dialog', { name: '신고 #8 조치 완료' });
    expect(within(dialog).getByText(/판매점에 경고가 남아요/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '조치' })).toHaveValue('WARN');
    await user.type(within(dialog).getByRole('textbox', { name: '운영 메모 (선택)' }), '첫 경고');
    // The answer is kept at once, while the refreshed lists are still on their way: the report
    // is finished and offers no step, but the dialog stays to tell how it went.
    const refresh = serveHeldAnswer(server, listAuditLog, listPage([]));
    await user.click(within(dialog).getByRole('button', { name: '조치 완료하기' }));
    await waitFor(() => expect(update.calls).toHaveLength(2));
    // The page behind the open dialog is hidden from the accessibility tree.
    const behind = screen.getByRole('heading', { level: 1, hidden: true });
    expect(await within(behind).findByText('조치 완료')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '신고 #8 조치 완료' })).toBeInTheDocument();
    refresh.release();
    expect(await within(dialog).findByText('신고를 조치 완료했어요.')).toBeInTheDocument();
    expect(update.calls[1]?.body).toEqual({ status: 'RESOLVED', action: 'WARN', note: '첫 경고' });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));

    expect(
      within(screen.getByRole('heading', { level: 1 })).getByText('조치 완료'),
    ).toBeInTheDocument();
    expect(screen.getByText('판매점 경고')).toBeInTheDocument();
    expect(screen.getByText('첫 경고')).toBeInTheDocument();
    await waitFor(() => expect(actionButtons()).toEqual([]));
  });

  it('hides the review picked, and dismisses only with a note', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'ADMIN' });
    const update = serveReport(
      adminReportDetail(8, {
        dealerReviews: [
          adminReview(21, { hidden: { at: '2026-12-01T01:00:00.000Z', reason: '욕설' } }),
          adminReview(22, { review: '사기예요' }),
          adminReview(23, { rating: 1, review: '불친절했어요' }),
        ],
      }),
    );
    renderAdmin({ entries: [paths.report(8)] });

    await user.click(await screen.findByRole('button', { name: '기각' }));
    const dismiss = screen.getByRole('dialog', { name: '신고 #8 기각' });
    await user.click(within(dismiss).getByRole('button', { name: '기각하기' }));
    expect(
      within(dismiss).getByText(enforcementMessages.noteRequiredForDismiss),
    ).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.click(within(dismiss).getByRole('button', { name: '취소' }));

    await user.click(screen.getByRole('button', { name: '조치 완료' }));
    const dialog = screen.getByRole('dialog', { name: '신고 #8 조치 완료' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '조치' }), '후기 가리기');
    const review = within(dialog).getByRole('combobox', { name: '가릴 후기' });
    // The review already hidden is not offered again.
    expect(
      within(review)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2점 · 사기예요', '1점 · 불친절했어요']);
    await user.selectOptions(review, '1점 · 불친절했어요');
    await user.click(within(dialog).getByRole('button', { name: '조치 완료하기' }));
    await within(dialog).findByText('신고를 조치 완료했어요.');
    expect(update.calls[0]?.body).toEqual({
      status: 'RESOLVED',
      action: 'HIDE_REVIEW',
      reviewId: 23,
    });
  });

  it('shows a refusal in the dialog, and offers 조회 전용 no step', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    serveReport(adminReportDetail(8));
    const refusal = serveHeldAnswer(server, updateAdminReport, () =>
      apiErrorResponse(409, enforcementMessages.reportFinished),
    );
    const { unmount } = renderAdmin({ entries: [paths.report(8)] });
    await user.click(await screen.findByRole('button', { name: '조치 완료' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '조치 완료하기' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /조치 완료하기/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    refusal.release();
    expect(await within(dialog).findByText(enforcementMessages.reportFinished)).toBeInTheDocument();
    unmount();

    serveOperatorMe(server, { role: 'VIEWER' });
    renderAdmin({ entries: [paths.report(8)] });
    expect(await screen.findByText('010-****-1234')).toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it('says so when the report does not exist', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(getAdminReport, () => apiErrorResponse(404, notFoundMessage('report'))).handler,
    );
    renderAdmin({ entries: [paths.report(404)] });
    expect(await screen.findByText('신고를 찾을 수 없어요')).toBeInTheDocument();
  });
});
